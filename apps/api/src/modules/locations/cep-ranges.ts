import type { CepLocation, StateCode } from '@camara-fria/contracts';

/** One CEP range, both ends included, as 8-digit numbers (01000000 is 1 000 000). */
export type CepRange = { first: number; last: number };
export type StateCepRange = CepRange & { uf: StateCode };
export type CityCepRange = StateCepRange & { city: string };

/**
 * The Correios' CEP ranges (data-sources/brasil/cep_faixas_*.csv, docs/decisions/066): every
 * state's, and those of the listed cities, each list ordered by its first CEP.
 */
export type CepRanges = {
  states: readonly StateCepRange[];
  cities: readonly CityCepRange[];
};

const CEP_DIGITS = /^\d{8}$/;

/** The range of `ranges` (ordered by `first`, not overlapping) that holds `value`, if any. */
function findRange<Range extends CepRange>(ranges: readonly Range[], value: number): Range | null {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (range === undefined) return null;
    if (value < range.first) high = middle - 1;
    else if (value > range.last) low = middle + 1;
    else return range;
  }
  return null;
}

/**
 * Where a CEP is: its state when it lies in a state's range, and its city when it lies in a
 * listed city's range (null: only the state is known, or the CEP is in no range).
 * @param cep - 8 digits, no hyphen ("95020000").
 * @throws Error when `cep` is not 8 digits (the route's schema refuses it before).
 */
export function findCepLocation(ranges: CepRanges, cep: string): CepLocation {
  if (!CEP_DIGITS.test(cep)) throw new Error(`not a CEP: ${cep}`);
  const value = Number(cep);
  const state = findRange(ranges.states, value);
  if (!state) return { cep, state: null, city: null };
  const city = findRange(ranges.cities, value);
  return { cep, state: state.uf, city: city?.uf === state.uf ? city.city : null };
}

/** The ranges ordered by their first CEP; throws when two of them overlap or one is reversed. */
export function orderCepRanges<Range extends CepRange>(
  ranges: readonly Range[],
  describe: (range: Range) => string,
): Range[] {
  const ordered = [...ranges].sort((a, b) => a.first - b.first);
  ordered.forEach((range, index) => {
    const previous = ordered[index - 1];
    if (range.first > range.last) throw new Error(`reversed CEP range: ${describe(range)}`);
    if (previous && previous.last >= range.first) {
      throw new Error(`CEP ranges overlap: ${describe(previous)} and ${describe(range)}`);
    }
  });
  return ordered;
}
