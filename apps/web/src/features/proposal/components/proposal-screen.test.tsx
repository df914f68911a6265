import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import {
  buildCommercial,
  buildDocument,
  buildProposal,
  buildTextSection,
  NO_TOTALS,
  PROPOSALS_PATH,
  stubProposalApi,
} from '../testing/proposal-fixtures.ts';
import { renderProposalPage } from '../testing/render-proposal.tsx';

const UNSAVED = 'As alterações ainda não foram salvas.';

type FetchMock = ReturnType<typeof stubProposalApi>;

function callsTo(fetchMock: FetchMock, path: string, method = 'GET'): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => new URL(request.url).pathname === path && request.method === method);
}

async function expand(user: UserEvent, title: string) {
  const control = await screen.findByRole('button', { name: new RegExp(`^${title}`) });
  await user.click(control);
  // Mantine's Collapse opens the panel with a transition (also in tests): until it starts, the
  // panel's content is mounted but hidden (display: none), found by text yet not by role. On a
  // busy machine that window made role queries right after expanding fail now and then.
  const panelId = control.getAttribute('aria-controls') ?? '';
  await waitFor(() => expect(document.getElementById(panelId)?.firstElementChild).toBeVisible());
}

function panelOf(title: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^${title}`) });
}

/** Opens the rich-text block `label` (the editor loads lazily) and answers its textbox. */
async function openEditor(user: UserEvent, label: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `Adicionar Texto — ${label}` }));
  return screen.findByRole('textbox', { name: label });
}

/** Replaces the whole text of an open editor by typing, as a user does (Ctrl+A, then the keys). */
async function replaceText(user: UserEvent, editor: HTMLElement, text: string) {
  editor.focus();
  await user.keyboard('{Control>}a{/Control}');
  await user.keyboard(text);
}

/** Opens the rich-text block `label`, replaces its text and confirms. */
async function writeText(user: UserEvent, label: string, text: string) {
  await replaceText(user, await openEditor(user, label), text);
  await user.click(screen.getByRole('button', { name: `Confirmar — ${label}` }));
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const normalise = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('proposal screen', () => {
  it('creates the proposal on the first visit and shows the selection of the project', async () => {
    const proposal = buildProposal();
    const fetchMock = stubProposalApi({
      routes: [
        {
          path: `${PROPOSALS_PATH}/current`,
          respond: () =>
            createJsonResponse({ code: 'NOT_FOUND', message: 'Proposta não encontrada.' }, 404),
        },
        { method: 'POST', path: PROPOSALS_PATH, respond: () => createJsonResponse(proposal, 201) },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    expect(
      screen.getByRole('heading', { name: 'Resultado da Seleção 2026-0042-R0' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, PROPOSALS_PATH, 'POST')).toHaveLength(1);
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();

    await expand(user, 'PARÂMETROS DE DIMENSIONAMENTO');
    const table = screen.getByRole('table', { name: 'Parâmetros de dimensionamento por câmara' });
    const goods = within(table).getByRole('row', { name: /^Tipo de produto/ });
    expect(
      within(goods)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Frango', '—']);
    const heat = within(table).getByRole('row', { name: /^Calor de pessoas/ });
    expect(within(heat).getAllByRole('cell')[0]).toHaveTextContent('1.234');
    expect(
      within(table).getByRole('rowheader', { name: /^Dimensão interna\*/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^\* Itens considerados apenas para o cálculo/)).toBeInTheDocument();
    const equipment = screen.getByRole('table', { name: 'Lista de equipamentos' });
    const special = within(equipment).getByRole('row', { name: /UC Especial 10/ });
    expect(within(special).getByText('Especial')).toBeInTheDocument();
    const systems = screen.getByRole('table', { name: 'Resultado da seleção por sistema' });
    expect(within(systems).getByRole('row', { name: /Sistema A/ })).toHaveTextContent('6,24');
    // Issue 28 item 8 (docs/decisions/062): the design and the balance evaporating temperatures,
    // each labelled; the DT beside the balance one it was computed at.
    const headers = within(systems)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Temperatura de evaporação de projeto (°C)');
    const balance = headers.indexOf('Temperatura de evaporação no ponto de equilíbrio (°C)');
    expect(headers[balance + 1]).toBe('DT resultante (K)');
    expect(within(systems).getByRole('row', { name: /Sistema A/ })).toHaveTextContent('-10,14');
  });

  it('warns of a stale system and prints none of its results (docs/decisions/055)', async () => {
    const proposal = buildProposal();
    const [system] = proposal.systems;
    if (!system) throw new Error('no system');
    stubProposalApi({
      proposal: buildProposal({
        systems: [{ ...system, isStale: true, resultingDt: null, resultingCapacity: null }],
      }),
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'PARÂMETROS DE DIMENSIONAMENTO');
    const alert = screen.getByRole('alert', { name: 'Resultados desatualizados' });
    expect(alert).toHaveTextContent('Resultados desatualizados');
    expect(alert).toHaveTextContent(
      'O sistema Sistema A foi calculado com dados de câmara que mudaram: o resultado não é impresso, e a proposta não pode ser emitida, enviada nem baixada até que ele seja recalculado e salvo em Equipamentos.',
    );
    const systems = screen.getByRole('table', { name: 'Resultado da seleção por sistema' });
    expect(within(systems).getByRole('row', { name: /Sistema A/ })).not.toHaveTextContent('6,24');
  });

  it('lists each room’s coverage, a short room "Não atendida" with the reason in red (docs/decisions/061)', async () => {
    const proposal = buildProposal();
    const [system] = proposal.systems;
    const [covered, short] = system?.rooms ?? [];
    if (!system || !covered || !short) throw new Error('no system');
    const reason =
      'Recebe 2.365 de 4.300 kcal/h (55 %), abaixo do mínimo de 95 %: no DT resultante de 3,3 K os evaporadores desta câmara absorvem pouco.';
    stubProposalApi({
      proposal: buildProposal({
        systems: [
          {
            ...system,
            rooms: [
              covered,
              {
                ...short,
                capacity: 2365,
                coveragePercent: 55,
                isCovered: false,
                uncoveredReason: reason,
              },
            ],
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'PARÂMETROS DE DIMENSIONAMENTO');
    const table = screen.getByRole('table', {
      name: 'Capacidade de cada câmara no ponto de equilíbrio do sistema',
    });
    const fine = within(table).getByRole('row', { name: /^Resfriados/ });
    expect(
      within(fine)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sistema A', '8.950', '8.600', '104,1', 'Atendida']);
    const shortRow = within(table).getByRole('row', { name: /^Laticínios/ });
    expect(
      within(shortRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sistema A', '2.365', '4.300', '55', `Não atendida. ${reason}`]);
    const situation = within(shortRow).getByText(`Não atendida. ${reason}`);
    expect(situation).toHaveStyle({ color: 'var(--mantine-color-red-9)', fontWeight: '700' });
  });

  it("lists a system's warnings under its name (docs/decisions/060)", async () => {
    const proposal = buildProposal();
    const [system] = proposal.systems;
    if (!system) throw new Error('no system');
    const message =
      'O evaporador da câmara Resfriados (linha FL) é indicado para câmaras até -5 °C, e a câmara está a 0 °C: fora da aplicação da linha.';
    stubProposalApi({
      proposal: buildProposal({
        systems: [{ ...system, warnings: [{ code: 'EVAPORATOR_OUTSIDE_APPLICATION', message }] }],
      }),
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'PARÂMETROS DE DIMENSIONAMENTO');
    const note = screen.getByRole('note', { name: 'Avisos da seleção' });
    expect(note).toHaveTextContent('Sistema A');
    expect(note).toHaveTextContent(message);
  });

  it('says when no system is saved, with a link to Equipamentos', async () => {
    stubProposalApi({ proposal: buildProposal({ systems: [], equipments: [] }) });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'PARÂMETROS DE DIMENSIONAMENTO');
    expect(screen.getByText(/Nenhum sistema salvo neste projeto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipamentos' })).toHaveAttribute(
      'href',
      '/projects/1/equipments',
    );
  });

  it('shows a non-editor two sections, no DOCX, and asks for no editor section', async () => {
    const fetchMock = stubProposalApi({ isEditor: false });
    const user = userEvent.setup();
    await renderProposalPage();
    await waitFor(() => expect(callsTo(fetchMock, '/v1/me')).toHaveLength(1));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^APRESENTAÇÃO/ })).not.toBeInTheDocument(),
    );
    const controls = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-controls'))
      .map((button) => button.textContent);
    expect(controls).toEqual([
      'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS',
      'CARACTERÍSTICAS DOS EQUIPAMENTOS',
    ]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar por Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download DOCX' })).not.toBeInTheDocument();
    await expand(user, 'CARACTERÍSTICAS DOS EQUIPAMENTOS');
    await screen.findByText('Evaporador HP 3-45 (SKU EVP-001) × 2');
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`)).toHaveLength(0);
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/commercial-conditions`)).toHaveLength(0);
  });

  it('shows an editor every section and DOCX, as working buttons', async () => {
    stubProposalApi();
    await renderProposalPage();
    expect(await screen.findByRole('button', { name: /^APRESENTAÇÃO/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^RESPONSÁVEIS/ })).toBeInTheDocument();
    const docx = await screen.findByRole('button', { name: 'Download DOCX' });
    expect(docx).toBeEnabled();
    expect(docx).not.toHaveAttribute('aria-disabled');
    expect(docx).not.toHaveAttribute('title');
  });

  it('loads a section when expanded; the flag appears on edit, not on load, and a save clears it', async () => {
    const fetchMock = stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: async (request) => {
            const body = (await request.json()) as { text: string };
            return createJsonResponse(buildTextSection(body.text, 2));
          },
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`)).toHaveLength(0);

    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`)).toHaveLength(1);
    const save = screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' });
    expect(save).toBeDisabled();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();

    await writeText(user, 'Apresentação', 'Prezados senhores');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    const [put] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT');
    expect(await put?.json()).toEqual({ templateId: null, text: 'Prezados senhores', version: 1 });

    // The next save sends the version the server answered.
    await writeText(user, 'Apresentação', 'Outra');
    await user.click(save);
    await waitFor(() =>
      expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT')).toHaveLength(2),
    );
    const second = callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT')[1];
    expect(await second?.json()).toMatchObject({ version: 2 });
  });

  it('counts text typed in an open editor as unsaved at once, and Salvar sends it without Confirmar', async () => {
    const fetchMock = stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: async (request) => {
            const body = (await request.json()) as { text: string };
            return createJsonResponse(buildTextSection(body.text, 2));
          },
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');
    const editor = await openEditor(user, 'Apresentação');
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();

    await replaceText(user, editor, 'Prezados senhores');
    expect(within(panelOf('APRESENTAÇÃO')).getByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^APRESENTAÇÃO/ })).toHaveTextContent('Não salvo');
    const save = screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' });
    expect(save).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Confirmar — Apresentação' })).toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT');
    expect(await put?.json()).toEqual({ templateId: null, text: 'Prezados senhores', version: 1 });
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    // The editor stays open with what was typed, and typing on counts again.
    expect(screen.getByRole('textbox', { name: 'Apresentação' })).toHaveTextContent(
      'Prezados senhores',
    );
    await replaceText(user, editor, 'Prezados senhores!');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    await user.click(save);
    await waitFor(() =>
      expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT')).toHaveLength(2),
    );
    const second = callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT')[1];
    expect(await second?.json()).toEqual({
      templateId: null,
      text: 'Prezados senhores!',
      version: 2,
    });
  });

  it('sets no flag when an editor is opened and confirmed without an edit, even on a non-canonical text', async () => {
    const stored = 'Texto   digitado à mão\ncom quebra';
    const fetchMock = stubProposalApi({
      routes: [
        {
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: () => createJsonResponse(buildTextSection(stored)),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText(/Texto\s+digitado à mão/);
    const editor = await openEditor(user, 'Apresentação');
    expect(editor).toHaveTextContent(/Texto\s+digitado à mão/);
    const save = screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' });
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Confirmar — Apresentação' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Apresentação' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^APRESENTAÇÃO/ })).not.toHaveTextContent(
      'Não salvo',
    );
    expect(save).toBeDisabled();
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT')).toHaveLength(0);
  });

  it('keeps the flag and the edits when a save fails, with the spec toast', async () => {
    stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: () => createJsonResponse({ code: 'INTERNAL', message: 'Falhou' }, 500),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');
    await writeText(user, 'Apresentação', 'Texto novo');
    await user.click(screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' }));

    expect(await screen.findByText('Erro ao salvar seção.')).toBeInTheDocument();
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByText('Texto novo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' })).toBeEnabled();
  });

  it("keeps the edits on a 409 and shows the server's message", async () => {
    const message = 'Esta seção foi alterada por outra pessoa. Recarregue-a.';
    stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/responsible`,
          respond: () => createJsonResponse({ code: 'CONFLICT', message }, 409),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'RESPONSÁVEIS');
    await screen.findByText('Equipe');
    await writeText(user, 'Responsáveis', 'João, engenheiro');
    await user.click(screen.getByRole('button', { name: 'Salvar — RESPONSÁVEIS' }));

    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByText('João, engenheiro')).toBeInTheDocument();
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar seção' })).toBeInTheDocument();
  });

  it("keeps the edits on a 400 and shows the field's message (a text past its limits)", async () => {
    const message =
      'O texto deve ter no máximo 1.000 linhas (parágrafos, títulos, itens de lista e quebras de linha).';
    stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/responsible`,
          respond: () =>
            createJsonResponse(
              {
                code: 'VALIDATION_FAILED',
                message: 'Verifique os campos destacados.',
                details: [{ path: 'text', message }],
              },
              400,
            ),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'RESPONSÁVEIS');
    await screen.findByText('Equipe');
    await writeText(user, 'Responsáveis', 'João, engenheiro');
    await user.click(screen.getByRole('button', { name: 'Salvar — RESPONSÁVEIS' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('João, engenheiro')).toBeInTheDocument();
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
  });

  it('fills the text from a chosen template and sets the flag', async () => {
    const fetchMock = stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: () => createJsonResponse(buildTextSection('Somos fabricantes há 30 anos.', 2)),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');

    await choose(user, 'Modelo — Apresentação', 'Apresentação padrão');
    expect(screen.getByText('Somos fabricantes há 30 anos.')).toBeInTheDocument();
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' }));
    await screen.findByText('Salvo com sucesso!');
    const [put] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/presentation`, 'PUT');
    expect(await put?.json()).toEqual({
      templateId: 101,
      text: 'Somos fabricantes há 30 anos.',
      version: 1,
    });
  });

  it('fills an equipment description from the templates of its type', async () => {
    stubProposalApi();
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'CARACTERÍSTICAS DOS EQUIPAMENTOS');
    const title = 'Evaporador HP 3-45 (SKU EVP-001) × 2';
    await user.click(await screen.findByRole('combobox', { name: `Modelo — ${title}` }));
    expect(screen.queryByRole('option', { name: 'Unidade padrão' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Evaporador padrão' }));
    expect(screen.getByText('Gabinete em alumínio.')).toBeInTheDocument();
    expect(within(panelOf('CARACTERÍSTICAS')).getByText(UNSAVED)).toBeInTheDocument();
  });

  it('totals prices typed in Portuguese and saves them as numbers', async () => {
    const fetchMock = stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/commercial-conditions`,
          respond: () => createJsonResponse(buildCommercial(2)),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'CONDIÇÕES COMERCIAIS');
    const price = await screen.findByRole('textbox', {
      name: 'Preço unitário (R$) — Evaporador HP 3-45',
    });
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(price).toHaveAttribute('inputmode', 'decimal');

    await user.type(price, '1.234,56');
    await user.type(screen.getByRole('textbox', { name: 'IPI (%) — Evaporador HP 3-45' }), '10');
    await user.type(
      screen.getByRole('textbox', {
        name: 'Preço unitário (R$) — Unidade condensadora UC Especial 10',
      }),
      '500,5',
    );
    const totals = screen.getByRole('table', { name: 'Totais' });
    const row = (name: string) =>
      normalise(within(totals).getByRole('row', { name: new RegExp(`^${name}`) }).textContent);
    // 2 × 1.234,56 = 2.469,12; + 1 × 500,50 = 2.969,62; IPI typed 10 % of 2.469,12 = 246,91 (the
    // special unit has no NCM: no IPI computed).
    expect(row('Total dos produtos')).toBe('Total dos produtosR$ 2.969,62');
    expect(row('IPI')).toBe('IPIR$ 246,91');
    expect(row('Total da nota')).toBe('Total da nota (o que o cliente paga)R$ 3.216,53');
    // The IPI typed over the computed 3,25 % asks for its reason.
    expect(screen.getByRole('textbox', { name: /^Motivo — Evaporador HP 3-45/ })).toBeRequired();
    await user.type(
      screen.getByRole('textbox', { name: /^Motivo — Evaporador HP 3-45/ }),
      'Pedido do cliente',
    );
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();

    await choose(user, 'Modelo — Garantia', 'warranty padrão');
    expect(screen.getByText('Opção de warranty')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar — CONDIÇÕES COMERCIAIS' }));
    await screen.findByText('Salvo com sucesso!');
    const [put] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/commercial-conditions`, 'PUT');
    const body = (await put?.json()) as Record<string, unknown>;
    expect(body.prices).toEqual([
      {
        equipmentKey: 'EVAPORATOR:EVP-001',
        quantity: 2,
        unitPrice: 1234.56,
        icmsOverride: null,
        ipiOverride: 10,
        overrideReason: 'Pedido do cliente',
        conv5291: false,
      },
      {
        equipmentKey: 'CONDENSING_UNIT:special:3:unit',
        quantity: 1,
        unitPrice: 500.5,
        icmsOverride: null,
        ipiOverride: null,
        overrideReason: null,
        conv5291: false,
      },
    ]);
    expect(body).toMatchObject({ invoiceDate: null, validUntil: null });
    expect(body.warranty).toEqual({ templateId: 202, text: 'Opção de warranty' });
    expect(body.version).toBe(1);
  });

  it('shows the commercial save failure with its own spelling', async () => {
    stubProposalApi({
      routes: [
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/commercial-conditions`,
          respond: () => createJsonResponse({ code: 'INTERNAL', message: 'x' }, 500),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'CONDIÇÕES COMERCIAIS');
    await user.type(
      await screen.findByRole('textbox', { name: 'Quantidade — Evaporador HP 3-45' }),
      '0',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar — CONDIÇÕES COMERCIAIS' }));
    expect(await screen.findByText('Erro ao salvar Seção.')).toBeInTheDocument();
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
  });

  it('asks before leaving the page with an unsaved section', async () => {
    stubProposalApi();
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');
    // Typed in the editor, still open: no 'Confirmar' is needed for the guard to see it.
    await replaceText(user, await openEditor(user, 'Apresentação'), 'Rascunho');
    await user.click(screen.getByRole('link', { name: 'Voltar para Equipamentos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(dialog).toHaveTextContent('APRESENTAÇÃO');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para Equipamentos' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Seleção de Equipamentos' }),
    ).toBeInTheDocument();
  });

  it('opens an issued revision read-only, from its document', async () => {
    const issuedAt = '2026-03-12T15:30:00.000Z';
    const issued = buildProposal({
      id: 5,
      code: '2026-0042-R0',
      status: 'ISSUED',
      issuedAt,
      issuedBy: { username: 'maria', name: 'Maria Souza' },
    });
    const draft = buildProposal({
      id: 7,
      revision: 1,
      code: '2026-0042-R1',
      revisions: [
        {
          id: 5,
          revision: 0,
          code: '2026-0042-R0',
          status: 'ISSUED',
          issuedAt,
          issuedBy: { username: 'maria', name: 'Maria Souza' },
          totals: { ...NO_TOTALS, total: 3000, totalWithIpi: 3000, invoiceTotal: 3000 },
        },
        {
          id: 7,
          revision: 1,
          code: '2026-0042-R1',
          status: 'DRAFT',
          issuedAt: null,
          issuedBy: null,
          totals: NO_TOTALS,
        },
      ],
    });
    const fetchMock = stubProposalApi({
      proposal: draft,
      routes: [
        {
          path: `${PROPOSALS_PATH}/5/document`,
          respond: () => createJsonResponse(buildDocument(issued, true)),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage('?revisao=5');

    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R0' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Revisão 2026-0042-R0' })).toHaveTextContent(
      /Revisão emitida em 12\/03\/2026.*15:30 por Maria Souza — somente leitura/,
    );
    await expand(user, 'APRESENTAÇÃO');
    await expand(user, 'CONDIÇÕES COMERCIAIS');
    expect(screen.getByText('Apresentação congelada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Salvar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Adicionar Texto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Preço unitário/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/5/presentation`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Editar revisão 2026-0042-R1' }));
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Revisão 2026-0042-R0' })).not.toBeInTheDocument();
  });

  it('issues a revision with the proposal version and shows the new draft', async () => {
    const next = buildProposal({ id: 8, revision: 1, code: '2026-0042-R1', version: 1 });
    const fetchMock = stubProposalApi({
      routes: [
        {
          method: 'POST',
          path: `${PROPOSALS_PATH}/7/revisions`,
          respond: () => createJsonResponse(next, 201),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await user.click(screen.getByRole('button', { name: 'Emitir revisão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir a revisão 2026-0042-R0?' });
    expect(dialog).toHaveTextContent('2026-0042-R1');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir revisão' }));

    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R1' }),
    ).toBeInTheDocument();
    const [post] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/revisions`, 'POST');
    expect(await post?.json()).toEqual({ version: 1 });
  });

  it('reads the proposal again after a section save, so that issuing sends its new version', async () => {
    // ADR 029: every section save moves the proposal's own version on.
    let proposalVersion = 1;
    const next = buildProposal({ id: 8, revision: 1, code: '2026-0042-R1', version: 1 });
    const fetchMock = stubProposalApi({
      routes: [
        {
          path: `${PROPOSALS_PATH}/current`,
          respond: () => createJsonResponse(buildProposal({ version: proposalVersion })),
        },
        {
          method: 'PUT',
          path: `${PROPOSALS_PATH}/7/presentation`,
          respond: async (request) => {
            const body = (await request.json()) as { text: string };
            proposalVersion += 1;
            return createJsonResponse(buildTextSection(body.text, 2));
          },
        },
        {
          method: 'POST',
          path: `${PROPOSALS_PATH}/7/revisions`,
          respond: async (request) => {
            const body = (await request.json()) as { version?: number };
            return body.version === proposalVersion
              ? createJsonResponse(next, 201)
              : createJsonResponse(
                  { code: 'CONFLICT', message: 'A proposta foi alterada. Recarregue-a.' },
                  409,
                );
          },
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await expand(user, 'APRESENTAÇÃO');
    await screen.findByText('Olá');
    await writeText(user, 'Apresentação', 'Prezados');
    await user.click(screen.getByRole('button', { name: 'Salvar — APRESENTAÇÃO' }));
    await screen.findByText('Salvo com sucesso!');

    await user.click(screen.getByRole('button', { name: 'Emitir revisão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir a revisão 2026-0042-R0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir revisão' }));
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R1' }),
    ).toBeInTheDocument();
    const [post] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/revisions`, 'POST');
    expect(await post?.json()).toEqual({ version: 2 });
  });

  it('compares two revisions as plain text', async () => {
    const draft = buildProposal({
      revision: 1,
      code: '2026-0042-R1',
      revisions: [
        {
          id: 5,
          revision: 0,
          code: '2026-0042-R0',
          status: 'ISSUED',
          issuedAt: '2026-03-12T15:30:00.000Z',
          issuedBy: null,
          totals: NO_TOTALS,
        },
        {
          id: 7,
          revision: 1,
          code: '2026-0042-R1',
          status: 'DRAFT',
          issuedAt: null,
          issuedBy: null,
          totals: NO_TOTALS,
        },
      ],
    });
    const fetchMock = stubProposalApi({
      proposal: draft,
      routes: [
        {
          path: `${PROPOSALS_PATH}/7/compare`,
          respond: () =>
            createJsonResponse({
              from: draft.revisions[0],
              to: draft.revisions[1],
              changes: [
                {
                  area: 'TEXTS',
                  label: 'Apresentação',
                  before: '<img src=x onerror=alert(1)>',
                  after: '**Novo**',
                },
              ],
            }),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const table = await screen.findByRole('table', { name: /Diferenças de 2026-0042-R0/ });
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    const [call] = callsTo(fetchMock, `${PROPOSALS_PATH}/7/compare`);
    expect(new URL(call?.url ?? '').searchParams.get('with')).toBe('5');
  });
});
