// Property tests (issue 30 item 1: "property tests that totals add up and that no rate is ever
// read outside its dates"), with fast-check over random profiles, lines, dates and dated tables.
import {
  GOODS_ORIGINS,
  GOODS_USES,
  ICMS_CONTRIBUTIONS,
  LINE_PRODUCTIONS,
  STATE_CODES,
  TAX_RATE_KINDS,
  TAX_REGIMES,
  type TaxRateRow,
  type TaxSummary,
} from '@camara-fria/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRates } from '../testing/tax-builders.ts';
import { computeTaxes } from './compute-taxes.ts';
import { findRate, isInForce } from './find-rate.ts';
import type { TaxInput, TaxLineInput } from './types.ts';

const cents = (reais: number) => Math.round(reais * 100);
const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date AAAA-MM-DD, 2020–2030, with the reform's two days often. */
const dateArb = fc.oneof(
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2030 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`),
  fc.constantFrom('2026-12-31', '2027-01-01'),
);

const SEEDED = seededRates();
const IPI_KEYS = SEEDED.filter((row) => row.kind === 'IPI').map((row) => row.key);

const classificationArb = fc.option(
  fc
    .record({
      key: fc.constantFrom(...IPI_KEYS, '84151011', '84189900:09'),
      origin: fc.constantFrom(...GOODS_ORIGINS),
    })
    .map(({ key, origin }) => {
      const [ncm = '', ex = null] = key.split(':');
      return { ncm, ex, origin };
    }),
);

const rateArb = fc.option(fc.integer({ min: 0, max: 3000 }).map((value) => value / 100));

const lineArb = (index: number): fc.Arbitrary<TaxLineInput> =>
  fc
    .record({
      quantity: fc.option(fc.integer({ min: 0, max: 20 })),
      unitCents: fc.option(fc.integer({ min: 0, max: 50_000_000 })),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      classification: classificationArb,
      production: fc.constantFrom(...LINE_PRODUCTIONS),
      conv5291: fc.boolean(),
      icms: rateArb,
      ipi: rateArb,
      reason: fc.option(fc.constantFrom('', 'tabela do cliente')),
    })
    .map((line) => {
      const unitPrice = line.unitCents === null ? null : line.unitCents / 100;
      const grossCents = (line.quantity ?? 0) * (line.unitCents ?? 0);
      return {
        key: `linha-${index}`,
        quantity: line.quantity,
        unitPrice,
        discount: Math.floor((grossCents * line.discountPercent) / 100) / 100,
        classification: line.classification,
        production: line.production,
        conv5291: line.conv5291,
        overrides: { icms: line.icms, ipi: line.ipi, reason: line.reason },
      };
    });

const inputArb = (rates: fc.Arbitrary<readonly TaxRateRow[]>): fc.Arbitrary<TaxInput> =>
  fc.record({
    seller: fc.record({
      state: fc.constantFrom(...STATE_CODES),
      regime: fc.constantFrom(...TAX_REGIMES),
    }),
    buyer: fc.record({
      state: fc.constantFrom(...STATE_CODES),
      icmsContribution: fc.constantFrom(...ICMS_CONTRIBUTIONS),
      goodsUse: fc.constantFrom(...GOODS_USES),
      simplesNacional: fc.boolean(),
      freeTradeZone: fc.boolean(),
      publicBody: fc.boolean(),
    }),
    invoiceDate: dateArb,
    lines: fc
      .integer({ min: 0, max: 5 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => lineArb(index)))),
    rates,
  });

/** The seeded rows on random dates (some open, some pending), so look-ups hit and miss. */
const datedTablesArb: fc.Arbitrary<readonly TaxRateRow[]> = fc
  .array(
    fc.record({
      a: dateArb,
      b: dateArb,
      open: fc.boolean(),
      pending: fc.integer({ min: 0, max: 9 }),
    }),
    { minLength: SEEDED.length, maxLength: SEEDED.length },
  )
  .map((dates) =>
    SEEDED.map((row, index) => {
      const { a, b, open, pending } = dates[index] ?? {
        a: '2020-01-01',
        b: '2030-12-31',
        open: true,
        pending: 1,
      };
      const [from, to] = a <= b ? [a, b] : [b, a];
      return {
        ...row,
        validFrom: from,
        validTo: open ? null : to,
        rate: pending === 0 && row.kind !== 'DIFAL_METHOD' ? null : row.rate,
      };
    }),
  );

function expectTotalsAddUp(summary: TaxSummary): void {
  const lines = summary.lines;
  const sumCents = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);
  expect(cents(summary.invoiceTotal)).toBe(cents(summary.products) + cents(summary.added));
  expect(cents(summary.products)).toBe(sumCents(lines.map((line) => line.net)));
  expect(cents(summary.added)).toBe(sumCents(lines.map((line) => line.added)));
  expect(cents(summary.invoiceTotal)).toBe(sumCents(lines.map((line) => line.total)));
  for (const line of lines) {
    expect(cents(line.total)).toBe(cents(line.net) + cents(line.added));
    const added = line.figures.filter((figure) => figure.treatment === 'ADDED');
    expect(cents(line.added)).toBe(sumCents(added.map((figure) => figure.amount)));
    for (const figure of line.figures) expect(cents(figure.amount) / 100).toBe(figure.amount);
  }
  const figures = lines.flatMap((line) => line.figures);
  for (const entry of summary.byTax) {
    const same = figures.filter(
      (figure) => figure.tax === entry.tax && figure.treatment === entry.treatment,
    );
    expect(same.length).toBeGreaterThan(0);
    expect(cents(entry.amount)).toBe(sumCents(same.map((figure) => figure.amount)));
  }
  const pairs = new Set(figures.map((figure) => `${figure.tax}/${figure.treatment}`));
  expect(summary.byTax.length).toBe(pairs.size);
}

describe('tax engine properties', () => {
  it('totals add up: invoice total = products + added = Σ line totals; byTax = Σ line figures', () => {
    fc.assert(
      fc.property(inputArb(fc.constant(SEEDED)), (input) => {
        expectTotalsAddUp(computeTaxes(input));
      }),
      { numRuns: 300 },
    );
  });

  it('no rate row is ever read outside its dates (random dated tables)', () => {
    fc.assert(
      fc.property(inputArb(datedTablesArb), (input) => {
        const summary = computeTaxes(input);
        const byId = new Map(input.rates.map((row) => [row.id, row]));
        for (const line of summary.lines) {
          for (const figure of line.figures) {
            for (const id of figure.rateIds) {
              const row = byId.get(id);
              expect(row && isInForce(row, input.invoiceDate), `${figure.tax} row ${id}`).toBe(
                true,
              );
            }
          }
          for (const id of line.pisCofinsRemoved?.rateIds ?? []) {
            const row = byId.get(id);
            expect(row && isInForce(row, line.pisCofinsRemoved?.referenceDate ?? '')).toBe(true);
          }
        }
        expectTotalsAddUp(summary);
      }),
      { numRuns: 300 },
    );
  });

  it('findRate answers a row in force on the date, or none only when no row of the kind and key is', () => {
    const keyArb = fc.constantFrom(...new Set(SEEDED.map((row) => `${row.kind}|${row.key}`)));
    fc.assert(
      fc.property(datedTablesArb, keyArb, dateArb, (rates, kindKey, date) => {
        const [kind = '', key = ''] = kindKey.split('|');
        const typedKind = TAX_RATE_KINDS.find((candidate) => candidate === kind);
        if (!typedKind) throw new Error(kind);
        const lookup = findRate(rates, typedKind, key, date);
        const inForce = rates.filter(
          (row) => row.kind === kind && row.key === key && isInForce(row, date),
        );
        if (lookup.row) expect(isInForce(lookup.row, date)).toBe(true);
        expect(lookup.status === 'MISSING').toBe(inForce.length === 0);
      }),
      { numRuns: 300 },
    );
  });
});
