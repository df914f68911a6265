import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  readProjectListParams,
  writeProjectListParams,
} from './project-list-params.ts';

describe('readProjectListParams', () => {
  it('starts at page 1 of 10 with no filters', () => {
    expect(readProjectListParams(new URLSearchParams())).toEqual({
      page: 1,
      size: 10,
      projectName: '',
      customerName: '',
      status: null,
      startDate: null,
      endDate: null,
      owner: null,
      archived: false,
    });
  });

  it('reads every value the contract accepts', () => {
    const search = new URLSearchParams(
      'page=3&size=20&projectName=Alfa&customerName=Beta&status=SENT&startDate=2026-01-05&endDate=2026-02-01&owner=vendedor&archived=true',
    );
    expect(readProjectListParams(search)).toEqual({
      page: 3,
      size: 20,
      projectName: 'Alfa',
      customerName: 'Beta',
      status: 'SENT',
      startDate: '2026-01-05',
      endDate: '2026-02-01',
      owner: 'vendedor',
      archived: true,
    });
  });

  it('ignores values the contract refuses, one by one', () => {
    const search = new URLSearchParams(
      'page=0&size=500&status=OPEN&startDate=05/01/2026&endDate=2026-02-30x&projectName=Alfa',
    );
    expect(readProjectListParams(search)).toMatchObject({
      page: 1,
      size: 10,
      status: null,
      startDate: null,
      endDate: null,
      projectName: 'Alfa',
    });
  });
});

describe('writeProjectListParams', () => {
  it('writes the filters that are set, then page and size', () => {
    const search = writeProjectListParams({
      page: 1,
      size: 10,
      projectName: ' Alfa ',
      customerName: '',
      status: 'CLOSED_WON',
      startDate: null,
      endDate: '2026-02-01',
      owner: 'vendedor',
      archived: true,
    });
    expect(search.toString()).toBe(
      'projectName=Alfa&status=CLOSED_WON&endDate=2026-02-01&owner=vendedor&archived=true&page=1&size=10',
    );
  });

  it('leaves "archived" out while the archived projects are not asked for', () => {
    const search = writeProjectListParams({
      ...readProjectListParams(new URLSearchParams()),
      archived: false,
    });
    expect(search.toString()).toBe('page=1&size=10');
  });
});

describe('hasActiveFilters', () => {
  it('is true when any filter is set', () => {
    const none = readProjectListParams(new URLSearchParams());
    expect(hasActiveFilters(none)).toBe(false);
    expect(hasActiveFilters({ ...none, projectName: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...none, status: 'PENDING' })).toBe(true);
    expect(hasActiveFilters({ ...none, startDate: '2026-01-01' })).toBe(true);
    expect(hasActiveFilters({ ...none, owner: 'vendedor' })).toBe(true);
    expect(hasActiveFilters({ ...none, archived: true })).toBe(true);
  });
});
