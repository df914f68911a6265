import { describe, expect, it } from 'vitest';
import { normalisePath } from './rate-limit.ts';

describe('normalisePath', () => {
  it.each([
    ['/oauth2/token', '/oauth2/token'],
    ['/%6fauth2/token?x=1', '/oauth2/token'],
    ['/%6F%61%75%74%68%32/%74%6F%6B%65%6E', '/oauth2/token'],
    ['/oidc/./token', '/oidc/token'],
    ['/oidc/%2e/token', '/oidc/token'],
    ['/oidc//token', '/oidc/token'],
    ['//oidc/token', '/oidc/token'],
    ['/v1/health/../../oidc/token', '/oidc/token'],
    ['/oidc\\token', '/oidc/token'],
  ])('reads %s as %s', (url, path) => {
    expect(normalisePath(url)).toBe(path);
  });

  it('keeps a path with a malformed escape as it came', () => {
    expect(normalisePath('/oauth2/%E0%A4%A/token')).toBe('/oauth2/%E0%A4%A/token');
  });
});
