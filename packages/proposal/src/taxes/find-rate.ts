import {
  TAX_RATE_KIND_LABELS,
  type TaxRateKind,
  type TaxRateRow,
  type TaxWarning,
} from '@camara-fria/contracts';

/*
 * The one way the tax engine reads a rate table (docs/decisions/069-brazilian-taxes.md): the row
 * of a kind and key in force on a date, validFrom ≤ date ≤ validTo (null = open). A row is never
 * read outside its dates. No row, or a row that waits for its figure (the 2027 CBS rate), is a
 * warning in Portuguese and no figure: the engine never guesses a rate.
 */

/** The answer of a look-up: the row in force, or why there is no figure. */
export type RateLookup =
  | { readonly status: 'FOUND'; readonly row: TaxRateRow; readonly warning: TaxWarning | null }
  | { readonly status: 'PENDING'; readonly row: TaxRateRow; readonly warning: TaxWarning }
  | { readonly status: 'MISSING'; readonly row: null; readonly warning: TaxWarning };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date AAAA-MM-DD as pt-BR writes it.
 * @example formatDateBr('2027-01-01') // => '01/01/2027'
 */
export function formatDateBr(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** Throws on a date the tables cannot be compared with (the API validates it first). */
export function assertIsoDate(date: string): void {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date AAAA-MM-DD: ${date}`);
}

/**
 * Whether a row is in force on a date (both ends included; a null validTo is open).
 * @example isInForce({ validFrom: '2026-01-01', validTo: '2026-12-31' }, '2026-12-31') // => true
 * @example isInForce({ validFrom: '2027-01-01', validTo: null }, '2026-12-31') // => false
 */
export function isInForce(row: Pick<TaxRateRow, 'validFrom' | 'validTo'>, date: string): boolean {
  return row.validFrom <= date && (row.validTo === null || date <= row.validTo);
}

function describeKey(key: string): string {
  return key === 'STANDARD' ? '' : ` (${key})`;
}

/** A row waits for its figure: a rate of null, or a DIFAL_METHOD row without its method. */
function isPending(row: TaxRateRow): boolean {
  return row.kind === 'DIFAL_METHOD' ? row.method === null : row.rate === null;
}

/**
 * The row of `kind` and `key` in force on `date` (AAAA-MM-DD). Two rows in force at once (an
 * overlap an editor left) read the later validFrom, then the higher id, with a warning.
 * @example findRate([{ id: 1, kind: 'PIS', key: 'LUCRO_REAL', rate: 1.65, method: null, validFrom: '2002-12-01', validTo: '2026-12-31', source: 'Lei 10.637/2002', verified: true }], 'PIS', 'LUCRO_REAL', '2027-01-01').status // => 'MISSING'
 */
export function findRate(
  rates: readonly TaxRateRow[],
  kind: TaxRateKind,
  key: string,
  date: string,
): RateLookup {
  assertIsoDate(date);
  const label = `${TAX_RATE_KIND_LABELS[kind]}${describeKey(key)}`;
  const inForce = rates
    .filter((row) => row.kind === kind && row.key === key && isInForce(row, date))
    .sort((a, b) =>
      a.validFrom === b.validFrom ? b.id - a.id : a.validFrom < b.validFrom ? 1 : -1,
    );
  const row = inForce[0];
  if (!row) {
    return {
      status: 'MISSING',
      row: null,
      warning: {
        code: 'TAX_RATE_NOT_FOUND',
        message: `Sem linha de ${label} em vigor em ${formatDateBr(date)}: cadastre em Tabelas fiscais.`,
        lineKey: null,
      },
    };
  }
  if (isPending(row)) {
    return {
      status: 'PENDING',
      row,
      warning: {
        code: 'TAX_RATE_PENDING',
        message: `${kind === 'DIFAL_METHOD' ? 'Método' : 'Alíquota'} de ${label} em ${formatDateBr(date)} não informada: preencha em Tabelas fiscais.`,
        lineKey: null,
      },
    };
  }
  const overlap =
    inForce.length > 1
      ? {
          code: 'TAX_RATE_OVERLAP',
          message: `${inForce.length} linhas de ${label} em vigor em ${formatDateBr(date)}: usada a que começa em ${formatDateBr(row.validFrom)}; corrija as datas em Tabelas fiscais.`,
          lineKey: null,
        }
      : null;
  return { status: 'FOUND', row, warning: overlap };
}
