import type {
  CreatedProposalLink,
  ProjectEvent,
  ProposalDecision,
  ProposalLink,
} from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import {
  buildDocument,
  DRAFT_R1,
  ISSUED_R0,
  PROJECT_ID,
  PROPOSALS_PATH,
  stubProposalApi,
} from '../testing/proposal-fixtures.ts';
import { renderProposalPage } from '../testing/render-proposal.tsx';

/*
 * Issue 31 on the seller's screen: the send form's link options, 'Copiar link' and 'Compartilhar
 * no WhatsApp' on an issued revision, 'Links do cliente' with 'Revogar', the customer's decision
 * and the project's 'Histórico'. The API is the contract's (proposal-link.schema.ts), stubbed.
 */

type FetchMock = ReturnType<typeof stubProposalApi>;
type Routes = NonNullable<NonNullable<Parameters<typeof stubProposalApi>[0]>['routes']>;

const BASE = `${PROPOSALS_PATH}/7`;
const EVENTS_PATH = `/v1/projects/${PROJECT_ID}/events`;
const LINK_URL = 'https://camara.example.com/proposta/AbCdEfGhIjKlMnOpQrStUv';
const WHATSAPP_URL = `https://wa.me/?text=${encodeURIComponent(`Proposta: ${LINK_URL}`)}`;

function callsTo(fetchMock: FetchMock, path: string, method = 'GET'): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => new URL(request.url).pathname === path && request.method === method);
}

function buildLink(overrides: Partial<ProposalLink> = {}): ProposalLink {
  return {
    id: 31,
    proposalId: 7,
    code: '2026-0042-R0',
    channel: 'COPY',
    state: 'ACTIVE',
    createdAt: '2026-03-12T15:30:00.000Z',
    createdBy: { username: 'maria', name: 'Maria' },
    expiresAt: '2026-04-11T02:59:59.999Z',
    revokedAt: null,
    supersededAt: null,
    remindCustomer: false,
    views: { count: 0, firstAt: null, lastAt: null },
    downloads: { pdf: 0, docx: 0 },
    ...overrides,
  };
}

function buildCreated(channel: 'COPY' | 'WHATSAPP'): CreatedProposalLink {
  return { ...buildLink({ channel }), url: LINK_URL, whatsappUrl: WHATSAPP_URL };
}

function stubApi(routes: Routes = []) {
  return stubProposalApi({
    proposal: DRAFT_R1,
    routes: [
      ...routes,
      {
        path: `${BASE}/document`,
        respond: () => createJsonResponse(buildDocument(ISSUED_R0, true)),
      },
    ],
  });
}

async function renderIssuedRevision() {
  await renderProposalPage('?revisao=7');
  await screen.findByRole('note', { name: 'Revisão 2026-0042-R0' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the send form's link", () => {
  const sendRoutes: Routes = [
    {
      path: `${BASE}/send-defaults`,
      respond: () =>
        createJsonResponse({
          to: ['compras@boavista.com.br'],
          subject: 'Proposta 2026-0042-R0',
          message: 'Segue a proposta.',
          attachmentName: 'Proposta.pdf',
        }),
    },
  ];

  async function openSendForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Enviar por Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta por e-mail' });
    await within(dialog).findByRole('textbox', { name: 'Assunto' });
    return dialog;
  }

  it('includes the link by default, reminding the customer when asked', async () => {
    const fetchMock = stubApi([
      ...sendRoutes,
      {
        method: 'POST',
        path: `${BASE}/send`,
        respond: () => createJsonResponse({ code: 'INTERNAL', message: 'x' }, 500),
      },
    ]);
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);

    const include = within(dialog).getByRole('checkbox', { name: /Incluir link da proposta/ });
    expect(include).toBeChecked();
    expect(within(dialog).getByText('Vazio: a validade da proposta.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Válido até/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Lembrar também o cliente/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(callsTo(fetchMock, `${BASE}/send`, 'POST')).toHaveLength(1));
    const [post] = callsTo(fetchMock, `${BASE}/send`, 'POST');
    expect(await post?.json()).toMatchObject({
      link: { expiresOn: null, remindCustomer: true },
    });
  });

  it('sends link: null when "Incluir link da proposta" is cleared, hiding its options', async () => {
    const fetchMock = stubApi([
      ...sendRoutes,
      {
        method: 'POST',
        path: `${BASE}/send`,
        respond: () => createJsonResponse({ code: 'INTERNAL', message: 'x' }, 500),
      },
    ]);
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);

    await user.click(within(dialog).getByRole('checkbox', { name: /Incluir link da proposta/ }));
    expect(within(dialog).queryByRole('checkbox', { name: /Lembrar também/ })).toBeNull();
    expect(within(dialog).queryByText('Vazio: a validade da proposta.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(callsTo(fetchMock, `${BASE}/send`, 'POST')).toHaveLength(1));
    const [post] = callsTo(fetchMock, `${BASE}/send`, 'POST');
    expect(await post?.json()).toEqual({
      to: ['compras@boavista.com.br'],
      cc: [],
      subject: 'Proposta 2026-0042-R0',
      message: 'Segue a proposta.',
      link: null,
    });
  });

  it("puts the server's refusal of the date under 'Válido até'", async () => {
    stubApi([
      ...sendRoutes,
      {
        method: 'POST',
        path: `${BASE}/send`,
        respond: () =>
          createJsonResponse(
            {
              code: 'VALIDATION_FAILED',
              message: 'Verifique os campos destacados.',
              details: [{ path: 'link.expiresOn', message: 'No máximo 180 dias.' }],
            },
            400,
          ),
      },
    ]);
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('No máximo 180 dias.')).toBeInTheDocument();
  });
});

describe('sharing an issued revision', () => {
  function linkRoute(channel: 'COPY' | 'WHATSAPP'): Routes[number] {
    return {
      method: 'POST',
      path: `${BASE}/links`,
      respond: () => createJsonResponse(buildCreated(channel), 201),
    };
  }

  it('"Copiar link" makes a COPY link, copies its address and says "Link copiado"', async () => {
    const fetchMock = stubApi([linkRoute('COPY')]);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderIssuedRevision();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK_URL);
    const [post] = callsTo(fetchMock, `${BASE}/links`, 'POST');
    expect(await post?.json()).toEqual({ channel: 'COPY', expiresOn: null, remindCustomer: false });
    expect(screen.getByRole('textbox', { name: /Link da proposta/ })).toHaveValue(LINK_URL);
  });

  it('shows the address in a read-only field to copy by hand when the clipboard is refused', async () => {
    stubApi([linkRoute('COPY')]);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await renderIssuedRevision();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));

    expect(
      await screen.findByText('O navegador não permitiu copiar: copie o link do campo abaixo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Link copiado')).toBeNull();
    const field = screen.getByRole('textbox', { name: /Link da proposta/ });
    expect(field).toHaveValue(LINK_URL);
    expect(field).toHaveAttribute('readonly');
  });

  it('"Compartilhar no WhatsApp" makes a WHATSAPP link and opens its wa.me text in a new tab', async () => {
    const fetchMock = stubApi([linkRoute('WHATSAPP')]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderIssuedRevision();

    await user.click(screen.getByRole('button', { name: 'Compartilhar no WhatsApp' }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(WHATSAPP_URL, '_blank', 'noopener,noreferrer'),
    );
    const [post] = callsTo(fetchMock, `${BASE}/links`, 'POST');
    expect(await post?.json()).toMatchObject({ channel: 'WHATSAPP' });
    expect(screen.getByRole('link', { name: 'Abrir o WhatsApp' })).toHaveAttribute(
      'href',
      WHATSAPP_URL,
    );
  });
});

describe('"Links do cliente"', () => {
  it('lists each link with its state, views and downloads, and revokes one after a confirmation', async () => {
    let links = [
      buildLink({
        views: {
          count: 3,
          firstAt: '2026-03-13T12:00:00.000Z',
          lastAt: '2026-03-14T18:45:00.000Z',
        },
        downloads: { pdf: 2, docx: 1 },
      }),
      buildLink({ id: 30, channel: 'EMAIL', state: 'SUPERSEDED', code: '2026-0042-R0' }),
    ];
    const fetchMock = stubApi([
      { path: `${PROPOSALS_PATH}/links`, respond: () => createJsonResponse({ items: links }) },
      {
        method: 'POST',
        path: `${PROPOSALS_PATH}/links/31/revoke`,
        respond: () => {
          links = links.map((link) => (link.id === 31 ? { ...link, state: 'REVOKED' } : link));
          return createJsonResponse(links[0]);
        },
      },
    ]);
    const user = userEvent.setup();
    await renderProposalPage();

    const region = await screen.findByRole('region', { name: 'Links do cliente' });
    const rows = await within(region).findAllByRole('row');
    const active = rows[1]!;
    expect(within(active).getByText('Ativo')).toBeInTheDocument();
    expect(within(active).getByText('Link copiado')).toBeInTheDocument();
    expect(within(active).getByText('3 visualizações')).toBeInTheDocument();
    expect(within(active).getByText(/^Primeira: /)).toBeInTheDocument();
    expect(within(active).getByText(/^Última: /)).toBeInTheDocument();
    expect(within(active).getByText('PDF 2 · DOCX 1')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Substituído')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Revogar/ })).toBeNull();

    // Cancelled: nothing revoked.
    await user.click(within(active).getByRole('button', { name: /^Revogar link 31/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Revogar link' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revogar link' })).toBeNull());
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/links/31/revoke`, 'POST')).toHaveLength(0);

    // Confirmed: revoked, and the list says so.
    await user.click(within(active).getByRole('button', { name: /^Revogar link 31/ }));
    dialog = await screen.findByRole('dialog', { name: 'Revogar link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar link' }));
    expect(await screen.findByText('Link revogado.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${PROPOSALS_PATH}/links/31/revoke`, 'POST')).toHaveLength(1);
    expect(await within(region).findByText('Revogado')).toBeInTheDocument();
  });
});

describe("the customer's decision", () => {
  const accepted: ProposalDecision = {
    kind: 'ACCEPTED',
    proposalId: 7,
    code: '2026-0042-R0',
    decidedAt: '2026-03-15T13:20:00.000Z',
    name: 'João da Silva',
    cpf: '52998224725',
    role: 'Gerente de compras',
    email: 'joao@boavista.com.br',
    reason: null,
    text: null,
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
    pdfSha256: 'a'.repeat(64),
    linkId: 31,
  };

  it('shows who accepted, when, CPF and role, e-mail and the PDF hash at the top', async () => {
    stubApi([
      {
        path: `${PROPOSALS_PATH}/decision`,
        respond: () => createJsonResponse({ decision: accepted }),
      },
    ]);
    await renderProposalPage();
    const banner = await screen.findByRole('status', {
      name: 'Proposta aceita pelo cliente — revisão 2026-0042-R0',
    });
    expect(banner).toHaveTextContent(
      /Aceita por João da Silva em .+, CPF 529\.982\.247-25, cargo Gerente de compras, joao@boavista\.com\.br\./,
    );
    expect(banner).toHaveTextContent(`Hash SHA-256 do PDF aceito: ${'a'.repeat(64)}`);
  });

  it('shows a decline with its reason', async () => {
    stubApi([
      {
        path: `${PROPOSALS_PATH}/decision`,
        respond: () =>
          createJsonResponse({
            decision: {
              ...accepted,
              kind: 'DECLINED',
              cpf: null,
              role: null,
              pdfSha256: null,
              reason: 'PRICE',
              text: 'Acima do orçamento.',
            },
          }),
      },
    ]);
    await renderProposalPage();
    const banner = await screen.findByRole('status', {
      name: 'Proposta recusada pelo cliente — revisão 2026-0042-R0',
    });
    expect(banner).toHaveTextContent('Recusada: Preço — Acima do orçamento.');
  });
});

describe('"Histórico"', () => {
  function event(id: number, overrides: Partial<ProjectEvent> = {}): ProjectEvent {
    return {
      id,
      kind: 'STATUS_CHANGED',
      at: '2026-03-12T15:00:00.000Z',
      actor: { kind: 'USER', username: 'maria', name: 'Maria' },
      code: null,
      details: { fromStatus: 'PENDING', toStatus: 'SENT' },
      ...overrides,
    };
  }

  it('lists the events with who and details, and "Carregar mais" reads the next page by cursor', async () => {
    const fetchMock = stubApi([
      {
        path: EVENTS_PATH,
        respond: (request) =>
          new URL(request.url).searchParams.get('cursor') === '5'
            ? createJsonResponse({
                items: [
                  event(4, {
                    kind: 'REVISION_ISSUED',
                    code: '2026-0042-R0',
                    details: {},
                  }),
                ],
                nextCursor: null,
              })
            : createJsonResponse({
                items: [
                  event(6, {
                    kind: 'LINK_VIEWED',
                    actor: { kind: 'CUSTOMER', name: null },
                    code: '2026-0042-R0',
                    details: { channel: 'WHATSAPP', linkId: 31 },
                  }),
                  event(5),
                ],
                nextCursor: 5,
              }),
      },
    ]);
    const user = userEvent.setup();
    await renderProposalPage();

    const list = await screen.findByRole('list', { name: 'Eventos do projeto' });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Proposta visualizada — 2026-0042-R0 — WhatsAppCliente, /);
    expect(items[1]).toHaveTextContent(/^Situação alterada — PENDENTE → ENVIADOMaria, /);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    items = within(list).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(/^Revisão emitida — 2026-0042-R0Maria, /);
    const asked = callsTo(fetchMock, EVENTS_PATH).map((request) => new URL(request.url).search);
    expect(asked).toEqual(['?limit=20', '?limit=20&cursor=5']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
