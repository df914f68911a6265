/** Stable codes of the errors the domain raises. SCREAMING_SNAKE, documented in docs/domain. */
export type DomainErrorCode = 'INVALID_INPUT';

/** An input the domain refuses; `field` points at the offending path when there is one. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly field: string | undefined;

  constructor(code: DomainErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
  }
}
