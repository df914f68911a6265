import { PROPOSAL_EQUIPMENT_TYPE_LABELS } from '@camara-fria/contracts';
import {
  formatPriceCell,
  formatTotal,
  PRICE_COLUMNS,
  PRICE_INPUT_COLUMNS,
  PRICE_TABLE,
  priceFieldHeader,
  TOTAL_ROWS,
  TOTALS_TABLE,
} from '@camara-fria/proposal';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { buildCommercial } from '../testing/proposal-fixtures.ts';
import { toCommercialValue } from '../utils/sections.ts';
import { CommercialView } from './commercial-view.tsx';

/*
 * The screen's price table maps over PRICE_COLUMNS and TOTAL_ROWS of @camara-fria/proposal
 * (ADR 048): every column shows, typed or written, so a new one cannot be left off the screen.
 */

/** Priced lines: every typed column holds a value, so every cell writes one. */
function buildPricedCommercial() {
  const commercial = buildCommercial();
  const prices = commercial.prices.map((line, index) => ({
    ...line,
    quantity: 2 + index,
    unitPrice: 1250.5,
    icms: 12,
    pisCofins: 9.25,
    ipi: 5,
    lineTotal: 1250.5 * (2 + index),
  }));
  return { ...commercial, prices, totals: { total: 6252.5, ipi: 312.63, totalWithIpi: 6565.13 } };
}

function renderView(readOnly: boolean) {
  const commercial = buildPricedCommercial();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <CommercialView
            lines={commercial.prices}
            value={toCommercialValue(commercial)}
            options={undefined}
            onChange={() => undefined}
            readOnly={readOnly}
          />
        ),
      },
    ],
    '/',
  );
  return commercial;
}

const priceTable = () => screen.getByRole('table', { name: PRICE_TABLE.caption });
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the price table maps over the price columns', () => {
  it('shows a header per column, and writes every cell of a read-only line', () => {
    const commercial = renderView(true);
    expect(texts(within(priceTable()).getAllByRole('columnheader'))).toEqual([
      PRICE_TABLE.equipmentHeader,
      ...PRICE_COLUMNS.map(priceFieldHeader),
    ]);
    const rows = within(priceTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual(
      commercial.prices.map((line) => PRICE_COLUMNS.map((column) => formatPriceCell(column, line))),
    );
    const totals = screen.getByRole('table', { name: TOTALS_TABLE.caption });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(TOTAL_ROWS.map((row) => `${row.label}${formatTotal(row, commercial.totals)}`));
  });

  it('gives every typed column a field on each line', () => {
    const commercial = renderView(false);
    for (const line of commercial.prices) {
      const name = `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
      for (const column of PRICE_INPUT_COLUMNS) {
        const label = `${priceFieldHeader(column)} — ${name}`;
        expect(within(priceTable()).getByRole('textbox', { name: label })).toBeInTheDocument();
      }
    }
  });
});
