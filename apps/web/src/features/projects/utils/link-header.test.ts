import { describe, expect, it } from 'vitest';
import { findLastPage, parseLinkHeader, readPageOfLink } from './link-header.ts';

describe('parseLinkHeader', () => {
  it('reads first, prev, next and last', () => {
    const header =
      '</v1/projects?page=1&size=10>; rel="first", </v1/projects?page=1&size=10>; rel="prev", ' +
      '</v1/projects?page=3&size=10>; rel="next", </v1/projects?page=7&size=10>; rel="last"';
    expect(parseLinkHeader(header)).toEqual({
      first: '/v1/projects?page=1&size=10',
      prev: '/v1/projects?page=1&size=10',
      next: '/v1/projects?page=3&size=10',
      last: '/v1/projects?page=7&size=10',
    });
  });

  it('leaves out relations that are missing or unknown, and takes unquoted ones', () => {
    expect(
      parseLinkHeader('<https://x.test/v1/projects?page=2>;rel=next, </help>; rel="help"'),
    ).toEqual({ next: 'https://x.test/v1/projects?page=2' });
  });

  it('gives nothing for no header', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
  });
});

describe('readPageOfLink', () => {
  it('reads the page of relative and absolute links', () => {
    expect(readPageOfLink('/v1/projects?page=4&size=10')).toBe(4);
    expect(readPageOfLink('http://localhost:3000/v1/projects?size=10&page=12')).toBe(12);
  });

  it('is null without a usable page', () => {
    expect(readPageOfLink(undefined)).toBeNull();
    expect(readPageOfLink('/v1/projects?size=10')).toBeNull();
    expect(readPageOfLink('/v1/projects?page=0')).toBeNull();
    expect(readPageOfLink('/v1/projects?page=abc')).toBeNull();
  });
});

describe('findLastPage', () => {
  it('takes the last link first, then the total over the size, else 1', () => {
    expect(findLastPage(10, 10000, { last: '/v1/projects?page=1000&size=10' })).toBe(1000);
    expect(findLastPage(10, 25, {})).toBe(3);
    expect(findLastPage(10, 0, {})).toBe(1);
    expect(findLastPage(10, null, {})).toBe(1);
  });
});
