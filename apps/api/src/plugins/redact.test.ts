import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './redact.ts';

describe('redactUrl', () => {
  it('hides secret and personal query values and keeps the harmless ones', () => {
    expect(redactUrl('/auth/callback?code=abc&state=xyz&iss=http%3A%2F%2Fa')).toBe(
      '/auth/callback?code=REDACTED&state=REDACTED&iss=http%3A%2F%2Fa',
    );
    expect(redactUrl('/login?token=eyJhbGci')).toBe('/login?token=REDACTED');
    expect(redactUrl('/v1/projects?page=2&customerName=Silva')).toBe(
      '/v1/projects?page=2&customerName=REDACTED',
    );
    expect(redactUrl('/health')).toBe('/health');
  });
});

describe('serializeError', () => {
  it('keeps a database error’s SQLSTATE and names, never its message, detail or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "k"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'k',
      table: 't',
      detail: 'Key (email)=(a@b.com) already exists.',
    });
    const wrapper = Object.assign(new Error('Failed query: insert ...\nparams: a@b.com'), {
      params: ['a@b.com'],
      cause,
    });
    const serialized = serializeError(wrapper);
    expect(serialized).toMatchObject({
      type: 'Error',
      database: { code: '23505', severity: 'ERROR', constraint: 'k', table: 't' },
    });
    expect(JSON.stringify(serialized)).not.toContain('a@b.com');
  });

  it('keeps other errors’ messages with quoted input hidden', () => {
    const serialized = serializeError(new SyntaxError('Unexpected token, "a@b.com" is not JSON'));
    expect(serialized.message).toBe('Unexpected token, "…" is not JSON');
  });
});
