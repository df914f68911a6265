import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { readExpectedVersion } from './expected-version.ts';

function refusal(run: () => unknown): { status: number; code: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
  return undefined;
}

describe('readExpectedVersion', () => {
  it('takes the body version, or an If-Match tag in any usual form', () => {
    expect(readExpectedVersion(3, undefined)).toBe(3);
    expect(readExpectedVersion(undefined, '"3"')).toBe(3);
    expect(readExpectedVersion(undefined, 'W/"3"')).toBe(3);
    expect(readExpectedVersion(undefined, ' 3 ')).toBe(3);
    expect(readExpectedVersion(3, '"3"')).toBe(3);
  });

  it('reads the version of a room or project ETag, whose digest of the answer it ignores', () => {
    expect(readExpectedVersion(undefined, '"3-q1w_E-r2"')).toBe(3);
    expect(readExpectedVersion(undefined, 'W/"12-abc"')).toBe(12);
    expect(refusal(() => readExpectedVersion(undefined, '"3-"'))?.status).toBe(400);
    expect(refusal(() => readExpectedVersion(undefined, '"3-a b"'))?.status).toBe(400);
  });

  it('answers 428 without any version, 400 for a malformed or disagreeing one', () => {
    expect(refusal(() => readExpectedVersion(undefined, undefined))).toEqual({
      status: 428,
      code: 'PRECONDITION_REQUIRED',
    });
    expect(refusal(() => readExpectedVersion(undefined, ''))?.status).toBe(428);
    for (const header of ['*', '"abc"', '"0"', '"-1"', '"1", "2"']) {
      expect(
        refusal(() => readExpectedVersion(undefined, header)),
        header,
      ).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(refusal(() => readExpectedVersion(2, '"3"'))?.status).toBe(400);
  });

  it('refuses a version no row can hold with 400, as the body schema does', () => {
    expect(refusal(() => readExpectedVersion(2 ** 31, undefined))?.status).toBe(400);
    expect(refusal(() => readExpectedVersion(undefined, '"9999999999999999"'))?.status).toBe(400);
    expect(readExpectedVersion(undefined, '"2147483647"')).toBe(2_147_483_647);
  });
});
