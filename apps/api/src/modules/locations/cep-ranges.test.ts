import { describe, expect, it } from 'vitest';
import { findCepLocation, orderCepRanges, type CepRanges } from './cep-ranges.ts';
import { getCepRanges, readCepRanges } from './cep-ranges.source.ts';

// Issue 29, item 13 (docs/decisions/066): a CEP names its state, and its city where the city's
// range is listed; the Correios' ranges of data-sources/brasil, read as the API reads them.

const ranges = getCepRanges();
const locate = (cep: string) => findCepLocation(ranges, cep);

describe('findCepLocation over the Correios ranges', () => {
  it('finds São Paulo (capital) in both of its ranges, to their ends', () => {
    expect(locate('01310100')).toEqual({ cep: '01310100', state: 'SP', city: 'São Paulo' });
    for (const cep of ['01000000', '05999999', '08000000', '08499999']) {
      expect(locate(cep).city).toBe('São Paulo');
    }
    // Between and after them: Greater São Paulo's other cities, not listed: the state only.
    expect(locate('06000000')).toEqual({ cep: '06000000', state: 'SP', city: null });
    expect(locate('08500000')).toEqual({ cep: '08500000', state: 'SP', city: null });
  });

  it('finds Caxias do Sul from 95000-000 to 95124-999, and RS alone just past it', () => {
    expect(locate('95020000')).toEqual({ cep: '95020000', state: 'RS', city: 'Caxias do Sul' });
    expect(locate('95000000').city).toBe('Caxias do Sul');
    expect(locate('95124999').city).toBe('Caxias do Sul');
    expect(locate('95125000')).toEqual({ cep: '95125000', state: 'RS', city: null });
    expect(locate('94999999').city).toBe('Cachoeirinha');
  });

  it('names the state alone for a CEP of a city not listed', () => {
    expect(locate('95500000')).toEqual({ cep: '95500000', state: 'RS', city: null });
  });

  it('keeps each state to its ranges, to their ends, the split ones included', () => {
    expect(locate('19999999').state).toBe('SP');
    expect(locate('20000000').state).toBe('RJ');
    expect(locate('99999999').state).toBe('RS');
    expect(locate('69300000').state).toBe('RR');
    expect(locate('69400000').state).toBe('AM');
    expect(locate('72800000').state).toBe('GO');
    expect(locate('73000000')).toMatchObject({ state: 'DF', city: 'Brasília' });
    expect(locate('73700000').state).toBe('GO');
  });

  it('knows nothing of a CEP outside every range', () => {
    for (const cep of ['00000000', '00999999', '78950000']) {
      expect(locate(cep)).toEqual({ cep, state: null, city: null });
    }
  });

  it('refuses what is not 8 digits', () => {
    expect(() => locate('9502000')).toThrow('not a CEP');
    expect(() => locate('95020-000')).toThrow('not a CEP');
  });
});

describe('the CEP range tables', () => {
  it('read 30 state ranges for the 27 states and 196 city ranges, each city a municipality', () => {
    const read = readCepRanges();
    expect(read.states).toHaveLength(30);
    expect(new Set(read.states.map((range) => range.uf)).size).toBe(27);
    expect(read.cities).toHaveLength(196);
    expect(read.cities.find((range) => range.city === "Santa Bárbara d'Oeste")?.uf).toBe('SP');
  });

  it('refuse overlapping or reversed ranges', () => {
    const describeRange = (range: { first: number; last: number }) => `${range.first}`;
    expect(() =>
      orderCepRanges(
        [
          { first: 10, last: 20 },
          { first: 20, last: 30 },
        ],
        describeRange,
      ),
    ).toThrow('overlap');
    expect(() => orderCepRanges([{ first: 30, last: 20 }], describeRange)).toThrow('reversed');
  });

  it('give a city only within its own state', () => {
    const mixed: CepRanges = {
      states: [{ uf: 'SC', first: 100, last: 199 }],
      cities: [{ uf: 'RS', city: 'Caxias do Sul', first: 150, last: 160 }],
    };
    expect(findCepLocation(mixed, '00000155')).toEqual({
      cep: '00000155',
      state: 'SC',
      city: null,
    });
  });
});
