import {
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type CommercialConditionsDto,
} from '@camara-fria/contracts';
import {
  formatPriceCell,
  formatTotal,
  PRICE_COLUMNS,
  PRICE_INPUT_COLUMNS,
  PRICE_TABLE,
  priceFieldHeader,
  shownTotalRows,
  TOTALS_TABLE,
} from '@camara-fria/proposal';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { BAHIA_NON_CONTRIBUTOR, buildCommercial, NO_TOTALS } from '../testing/proposal-fixtures.ts';
import { toCommercialValue, type CommercialValue } from '../utils/sections.ts';
import { CommercialView } from './commercial-view.tsx';

/*
 * The screen's price table maps over PRICE_COLUMNS and TOTAL_ROWS of @camara-fria/proposal
 * (ADR 048): every column shows, typed or written, so a new one cannot be left off the screen.
 * Its taxes are computed live with the API's engine over the rates and profiles the API sent
 * (ADR 072): a typed rate is flagged against the computed one and asks for a reason; the DIFAL
 * says who pays it; a validity across 31/12/2026 shows both bases and the clause.
 */

/** Issued lines: every shown column holds a value, so every cell writes one. */
function buildIssuedCommercial(): CommercialConditionsDto {
  const commercial = buildCommercial();
  const prices = commercial.prices.map((line, index) => ({
    ...line,
    quantity: 2 + index,
    unitPrice: 1250.5,
    icmsOverride: 12,
    ipiOverride: 5,
    overrideReason: 'Informada antes do cálculo automático',
    icms: 12,
    pisCofins: 9.25,
    ipi: 5,
    lineTotal: 1250.5 * (2 + index),
  }));
  return {
    ...commercial,
    prices,
    totals: {
      ...NO_TOTALS,
      total: 6252.5,
      ipi: 312.63,
      totalWithIpi: 6565.13,
      invoiceTotal: 6565.13,
    },
    taxDates: null,
    taxInputs: null,
  };
}

/** The view over its own state, as the section edits it. */
function Harness({
  source,
  initial,
  readOnly,
}: {
  source: CommercialConditionsDto;
  initial: CommercialValue;
  readOnly: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CommercialView
      source={source}
      value={value}
      options={undefined}
      onChange={(update) => setValue(update)}
      readOnly={readOnly}
    />
  );
}

function renderView(
  source: CommercialConditionsDto,
  readOnly: boolean,
  change: (value: CommercialValue) => CommercialValue = (value) => value,
) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <Harness
            source={source}
            initial={change(toCommercialValue(source))}
            readOnly={readOnly}
          />
        ),
      },
    ],
    '/',
  );
  return source;
}

const priceTable = () => screen.getByRole('table', { name: PRICE_TABLE.caption });
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const EVAPORATOR = `${PROPOSAL_EQUIPMENT_TYPE_LABELS.EVAPORATOR} HP 3-45`;

/** The draft's section with its buyer in `state` (the seller is SP). */
function draftFor(state: 'BA' | 'SC') {
  const commercial = buildCommercial();
  return {
    ...commercial,
    taxInputs: commercial.taxInputs && {
      ...commercial.taxInputs,
      buyer: { ...BAHIA_NON_CONTRIBUTOR, state },
    },
  };
}

describe('the price table maps over the price columns', () => {
  it('shows a header per column, and writes every cell of a read-only line', () => {
    const commercial = renderView(buildIssuedCommercial(), true);
    expect(texts(within(priceTable()).getAllByRole('columnheader'))).toEqual([
      PRICE_TABLE.equipmentHeader,
      ...PRICE_COLUMNS.map(priceFieldHeader),
    ]);
    const rows = within(priceTable())
      .getAllByRole('row')
      .slice(1)
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual(
      commercial.prices.map((line) => PRICE_COLUMNS.map((column) => formatPriceCell(column, line))),
    );
    const totals = screen.getByRole('table', { name: TOTALS_TABLE.caption });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(
      shownTotalRows(commercial.totals).map(
        (row) => `${row.label}${formatTotal(row, commercial.totals)}`,
      ),
    );
    // The reason of a typed rate is shown to the editor who reads the section.
    expect(screen.getAllByText(/Motivo da alíquota informada: Informada antes/)).toHaveLength(2);
  });

  it('gives every typed column a field on each line, and Convênio 52/91 a box', () => {
    const commercial = renderView(buildCommercial(), false);
    for (const line of commercial.prices) {
      const name = `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
      for (const column of PRICE_INPUT_COLUMNS) {
        const label = `${priceFieldHeader(column)} — ${name}`;
        expect(within(priceTable()).getByRole('textbox', { name: label })).toBeInTheDocument();
      }
      expect(screen.getByRole('checkbox', { name: `Convênio 52/91 — ${name}` })).not.toBeChecked();
    }
  });
});

describe('the taxes computed as the editor types (ADR 072)', () => {
  it('flags an ICMS typed over the computed 12 % (SP → SC) and asks for the reason', async () => {
    const user = userEvent.setup();
    renderView(draftFor('SC'), false);
    await user.type(
      screen.getByRole('textbox', { name: `Preço unitário (R$) — ${EVAPORATOR}` }),
      '10000',
    );
    const icms = screen.getByRole('textbox', { name: `ICMS (%) — ${EVAPORATOR}` });
    expect(icms).toHaveAttribute('placeholder', '12');
    expect(screen.queryByRole('textbox', { name: /^Motivo/ })).not.toBeInTheDocument();

    await user.type(icms, '17');
    expect(icms).toHaveAccessibleDescription(
      /^Calculado: 12 % \(ICMS SP → SC: ICMS interestadual 12 %.*Res\. Senado 22\/1989/,
    );
    const reason = screen.getByRole('textbox', { name: new RegExp(`^Motivo — ${EVAPORATOR}`) });
    expect(reason).toBeRequired();
    expect(
      screen.getByText('Informe o motivo para alterar a alíquota calculada'),
    ).toBeInTheDocument();
    await user.type(reason, 'Pedido do cliente');
    expect(reason).not.toBeRequired();
    expect(screen.queryByText('Informe o motivo para alterar a alíquota calculada')).toBeNull();
  });

  it('a buyer in Bahia not an ICMS contributor: the DIFAL line says the seller pays it', async () => {
    const user = userEvent.setup();
    renderView(draftFor('BA'), false);
    expect(screen.queryByText(/^DIFAL:/)).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: `Preço unitário (R$) — ${EVAPORATOR}` }),
      '10000',
    );
    expect(screen.getByText('DIFAL: por conta do vendedor')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: TOTALS_TABLE.caption });
    expect(within(totals).getByRole('row', { name: /^DIFAL/ })).toHaveTextContent(
      /por conta do vendedor/,
    );
    const taxes = screen.getByRole('table', { name: 'Tributos por equipamento' });
    expect(within(taxes).getAllByRole('cell', { name: /6107/ }).length).toBeGreaterThan(0);
    expect(screen.getByText(/Total por extenso: .*reais/)).toBeInTheDocument();
  });

  it('a validity across 31/12/2026 shows both bases side by side and the clause', () => {
    renderView(draftFor('BA'), false, (value) => ({
      ...value,
      invoiceDate: '2026-12-15',
      validUntil: '2027-01-31',
      prices: value.prices.map((price) => ({ ...price, unitPrice: 10_000 })),
    }));
    expect(
      screen.getByRole('table', { name: 'Tributos — Faturamento até 31/12/2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Tributos — Faturamento a partir de 01/01/2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cláusula de alteração tributária')).toBeInTheDocument();
    expect(screen.getByLabelText('Data prevista de faturamento')).toHaveValue('2026-12-15');
    expect(screen.getByLabelText('Válida até')).toHaveValue('2027-01-31');
  });
});
