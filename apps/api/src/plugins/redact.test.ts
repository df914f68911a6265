import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the others', () => {
    expect(redactUrl('/auth/callback?code=abc&state=xyz&iss=http%3A%2F%2Fa')).toBe(
      '/auth/callback?code=REDACTED&state=REDACTED&iss=http%3A%2F%2Fa',
    );
    expect(redactUrl('/login?token=eyJhbGci')).toBe('/login?token=REDACTED');
    expect(redactUrl('/v1/projects?page=2')).toBe('/v1/projects?page=2');
    expect(redactUrl('/health')).toBe('/health');
  });
});
