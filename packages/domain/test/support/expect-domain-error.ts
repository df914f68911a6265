import { expect } from 'vitest';
import { DomainError, type DomainErrorCode } from '../../src/errors.ts';

/** Runs `run` and checks it throws a DomainError with `code` (and `field` when given). */
export function expectDomainError(run: () => unknown, code: DomainErrorCode, field?: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  const error = caught as DomainError;
  expect(error.code).toBe(code);
  if (field !== undefined) expect(error.field).toBe(field);
}
