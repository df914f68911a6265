import type { TaxRate, TaxRateChange, TaxTables } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { TaxTablesScreen } from './tax-tables-screen.tsx';

function buildRate(overrides: Partial<TaxRate> & { id: number }): TaxRate {
  return {
    kind: 'CBS',
    key: 'STANDARD',
    rate: 0.9,
    method: null,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    source: 'LC 214/2025 (ano de teste)',
    note: null,
    verified: false,
    version: 1,
    updatedAt: '2026-01-02T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

const PENDING_CBS = buildRate({
  id: 2,
  rate: null,
  validFrom: '2027-01-01',
  validTo: '2028-12-31',
  source: 'LC 214/2025 art. 349',
  note: 'a preencher',
});

function stubTaxTablesApi({ isEditor = true }: { isEditor?: boolean } = {}) {
  let rates: TaxRate[] = [
    buildRate({ id: 1 }),
    PENDING_CBS,
    buildRate({ id: 3, kind: 'ICMS_INTERNAL', key: 'BA', rate: 20.5, verified: true }),
  ];
  const changes: TaxRateChange[] = [];
  const me = { subject: 's1', username: 'maria', email: null, name: 'Maria', isEditor };
  const tables = (): TaxTables => ({
    rates,
    seller: {
      state: 'SP',
      regime: 'LUCRO_REAL',
      origin: 'ENVIRONMENT',
      version: 1,
      updatedAt: null,
      updatedBy: null,
    },
  });
  return stubFetch([
    { path: '/v1/me', respond: () => createJsonResponse(me) },
    { path: '/v1/tax-tables', respond: () => createJsonResponse(tables()) },
    { path: '/v1/tax-tables/seller/changes', respond: () => createJsonResponse({ items: [] }) },
    { path: '/v1/tax-tables/changes', respond: () => createJsonResponse({ items: changes }) },
    {
      method: 'PUT',
      path: `/v1/tax-tables/rates/${PENDING_CBS.id}`,
      respond: async (request) => {
        const body = (await request.json()) as TaxRate & { reason: string };
        const before = rates.find((rate) => rate.id === PENDING_CBS.id) ?? PENDING_CBS;
        const { reason, ...input } = body;
        const saved: TaxRate = {
          ...before,
          ...input,
          version: before.version + 1,
          updatedBy: 'Maria',
          updatedAt: '2026-11-22T16:35:00.000Z',
        };
        rates = rates.map((rate) => (rate.id === saved.id ? saved : rate));
        const figures = ({ version: _v, updatedAt: _a, updatedBy: _b, ...rest }: TaxRate) => rest;
        changes.unshift({
          id: 1,
          rateId: saved.id,
          action: 'UPDATE',
          before: figures(before),
          after: figures(saved),
          reason,
          changedBy: 'Maria',
          changedAt: '2026-11-22T16:35:00.000Z',
        });
        return createJsonResponse(saved);
      },
    },
  ]);
}

async function renderScreen() {
  signInTestUser();
  renderRoutes([{ path: '/tabelas-fiscais', element: <TaxTablesScreen /> }], '/tabelas-fiscais');
  await screen.findByRole('combobox', { name: 'Tabela' });
}

describe('Tabelas fiscais', { timeout: 20_000 }, () => {
  it('shows a pending rate as "A preencher", each row with its validity, source and verification', async () => {
    stubTaxTablesApi();
    const user = userEvent.setup();
    await renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tabela' }), 'CBS');
    const table = screen.getByRole('region', { name: 'CBS' });
    const [, first, pending] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('0,9 %');
    expect(first).toHaveTextContent('01/01/2026 a 31/12/2026');
    expect(first).toHaveTextContent('Não verificada');
    expect(pending).toHaveTextContent('A preencher');
    expect(pending).toHaveTextContent('01/01/2027 a 31/12/2028');
    expect(pending).toHaveTextContent('LC 214/2025 art. 349');
    expect(screen.getByText('Perfil fiscal do fabricante')).toBeInTheDocument();
  });

  it('edits a row with a reason: PUT with the rate, the version and the reason; the history names who and why', async () => {
    const fetchMock = stubTaxTablesApi();
    const user = userEvent.setup();
    await renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tabela' }), 'CBS');
    await user.click(
      screen.getByRole('button', { name: 'Editar STANDARD (01/01/2027 a 31/12/2028)' }),
    );
    const form = await screen.findByRole('form', { name: 'Editar linha STANDARD' });

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Informe o motivo da alteração.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Alíquota (%)' }), '8,8');
    const source = within(form).getByRole('textbox', { name: /Fonte/ });
    await user.clear(source);
    await user.type(source, 'Resolução do Senado (teste)');
    await user.type(
      within(form).getByRole('textbox', { name: /Motivo da alteração/ }),
      'Alíquota publicada',
    );
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Editar linha STANDARD' })).toBeNull(),
    );
    const put = fetchMock.mock.calls
      .map((_, index) => readFetchRequest(fetchMock, index))
      .find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      kind: 'CBS',
      key: 'STANDARD',
      rate: 8.8,
      source: 'Resolução do Senado (teste)',
      reason: 'Alíquota publicada',
      version: 1,
    });
    const table = screen.getByRole('region', { name: 'CBS' });
    expect(await within(table).findByText('8,8 %')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Histórico de STANDARD (01/01/2027 a 31/12/2028)' }),
    );
    const history = await screen.findByRole('dialog', { name: /Histórico — STANDARD/ });
    expect(await within(history).findByText(/Maria/)).toBeInTheDocument();
    expect(within(history).getByText('Motivo: Alíquota publicada')).toBeInTheDocument();
    expect(within(history).getByText('Alíquota: A preencher → 8,8 %')).toBeInTheDocument();
  });

  it('says under "Início da vigência" that a new row needs its start date, and sends nothing', async () => {
    const fetchMock = stubTaxTablesApi();
    const user = userEvent.setup();
    await renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tabela' }), 'CBS');
    await user.click(screen.getByRole('button', { name: 'Nova linha' }));
    const form = await screen.findByRole('form', { name: 'Nova linha — CBS' });

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Use a data no formato AAAA-MM-DD.']);
    const methods = fetchMock.mock.calls.map(
      (_, index) => readFetchRequest(fetchMock, index).method,
    );
    expect(methods).not.toContain('POST');
  });

  it('lets a seller read the tables without editing them', async () => {
    stubTaxTablesApi({ isEditor: false });
    const user = userEvent.setup();
    await renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tabela' }), 'ICMS_INTERNAL');
    const table = screen.getByRole('region', { name: 'ICMS interno por UF' });
    expect(within(table).getByText('20,5 %')).toBeInTheDocument();
    expect(within(table).getByText('Verificada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Histórico|Nova linha/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Perfil fiscal do fabricante' })).toBeNull();
  });
});
