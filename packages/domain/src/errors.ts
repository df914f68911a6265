/**
 * Stable codes of the errors the domain raises. SCREAMING_SNAKE, documented in
 * docs/domain/heat-load.md ("Error codes").
 *
 * - `INVALID_INPUT`: a value is not a finite number, not of the expected kind, or breaks a rule
 *   of the method (e.g. more than one door entry with the VOLUME method).
 * - `MISSING_INPUT`: a required value or section is absent (`null`/`undefined`).
 * - `OUT_OF_RANGE`: a finite number outside its physical or specified range.
 * - `INVALID_GEOMETRY`: a length, width or height that is negative, or a room volume that is not
 *   above 0.
 * - `UNKNOWN_REFERENCE`: an id that the reference data passed in (`refs`) does not hold.
 * - `OUT_OF_CATALOGUE_RANGE`: an operating point outside an equipment catalogue's table (the
 *   selection engine never extrapolates a maker's table); docs/domain/selection.md.
 * - `NO_BALANCE_POINT`: a system whose evaporators and unit never balance inside the catalogue's
 *   range, raised only by `requireBalancedSystem` (the engine itself answers `no-balance`).
 */
export type DomainErrorCode =
  | 'INVALID_INPUT'
  | 'MISSING_INPUT'
  | 'OUT_OF_RANGE'
  | 'INVALID_GEOMETRY'
  | 'UNKNOWN_REFERENCE'
  | 'OUT_OF_CATALOGUE_RANGE'
  | 'NO_BALANCE_POINT';

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
