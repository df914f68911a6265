import type { ProposalMessage, SendDefaults } from '@camara-fria/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import {
  buildDocument,
  buildProposal,
  DRAFT_R1,
  ISSUED_R0,
  PROPOSALS_PATH,
  stubProposalApi,
} from '../testing/proposal-fixtures.ts';
import { renderProposalPage } from '../testing/render-proposal.tsx';

type FetchMock = ReturnType<typeof stubProposalApi>;

function callsTo(fetchMock: FetchMock, path: string, method = 'GET'): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => new URL(request.url).pathname === path && request.method === method);
}

const BASE = `${PROPOSALS_PATH}/7`;
const PDF_NAME = 'Proposta 2026-0042-R0 - Câmara de congelados.pdf';

function fileResponse(body: string, contentType: string, disposition?: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    },
  });
}

/** RFC 6266 as the API answers it: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** What the browser was asked to save: the object URL's blob and the anchor's file name. */
const saved: { blobs: Blob[]; names: string[]; revoked: string[] } = {
  blobs: [],
  names: [],
  revoked: [],
};

beforeEach(() => {
  saved.blobs = [];
  saved.names = [];
  saved.revoked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.blobs.push(blob);
    return `blob:test/${saved.blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    saved.revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.names.push(this.download);
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function buildMessage(overrides: Partial<ProposalMessage> = {}): ProposalMessage {
  return {
    id: 1,
    proposalId: 7,
    code: '2026-0042-R0',
    to: ['compras@boavista.com.br'],
    cc: [],
    subject: 'Proposta 2026-0042-R0 — Câmara de congelados',
    message: 'Segue a proposta.',
    attachmentName: PDF_NAME,
    status: 'OUTBOX',
    error: null,
    linkId: null,
    attempts: 1,
    sentBy: { username: 'maria', name: 'Maria' },
    createdAt: '2026-03-12T15:30:00.000Z',
    updatedAt: '2026-03-12T15:30:00.000Z',
    ...overrides,
  };
}

const DEFAULTS: SendDefaults = {
  to: ['compras@boavista.com.br'],
  subject: 'Proposta 2026-0042-R0 — Câmara de congelados',
  message: 'Prezados,\nsegue a proposta 2026-0042-R0.',
  attachmentName: PDF_NAME,
};

const sendDefaultsRoute = {
  path: `${BASE}/send-defaults`,
  respond: () => createJsonResponse(DEFAULTS),
};

async function openSendForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Enviar por Email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta por e-mail' });
  await within(dialog).findByRole('textbox', { name: 'Assunto' });
  return dialog;
}

describe('proposal downloads', () => {
  it('downloads the PDF with the token, loading that button only, saved with the server name', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubProposalApi({
      routes: [{ path: `${BASE}/download/pdf`, respond: () => answer.promise }],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    await user.click(pdf);

    await waitFor(() => expect(pdf).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Download DOCX' })).not.toHaveAttribute(
      'data-loading',
    );
    expect(screen.getByRole('button', { name: 'Enviar por Email' })).not.toHaveAttribute(
      'data-loading',
    );
    const [request] = callsTo(fetchMock, `${BASE}/download/pdf`);
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);

    answer.resolve(fileResponse('%PDF-1.7', 'application/pdf', disposition(PDF_NAME)));
    await waitFor(() => expect(saved.names).toEqual([PDF_NAME]));
    expect(await saved.blobs[0]?.text()).toBe('%PDF-1.7');
    await waitFor(() => expect(pdf).not.toHaveAttribute('data-loading'));
    await waitFor(() => expect(saved.revoked).toEqual(['blob:test/1']));
  });

  it('downloads the DOCX from its own address, and falls back to the proposal name', async () => {
    const fetchMock = stubProposalApi({
      routes: [
        {
          path: `${BASE}/download/docx`,
          respond: () => fileResponse('PK', 'application/octet-stream'),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    await user.click(screen.getByRole('button', { name: 'Download DOCX' }));

    await waitFor(() =>
      expect(saved.names).toEqual(['Proposta 2026-0042-R0 - Câmara de congelados.docx']),
    );
    expect(callsTo(fetchMock, `${BASE}/download/docx`)).toHaveLength(1);
    expect(callsTo(fetchMock, `${BASE}/download/pdf`)).toHaveLength(0);
  });

  it('toasts the spec message when a download fails, and saves nothing', async () => {
    stubProposalApi({
      routes: [
        {
          path: `${BASE}/download/pdf`,
          respond: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Falhou' }, 500),
        },
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderProposalPage();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(
      await screen.findByText('Erro ao acessar informações dos detalhes dos itens'),
    ).toBeInTheDocument();
    expect(saved.names).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute(
      'data-loading',
    );
  });

  it('toasts the server reason when a stale system blocks the download (409 SYSTEM_STALE)', async () => {
    const reason =
      'O sistema Sistema 1 foi calculado com dados de câmara que mudaram: abra-o e clique em Recalcular antes de emitir ou enviar a proposta.';
    stubProposalApi({
      routes: [
        {
          path: `${BASE}/download/pdf`,
          respond: () => createJsonResponse({ code: 'SYSTEM_STALE', message: reason }, 409),
        },
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderProposalPage();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Erro ao acessar informações dos detalhes dos itens')).toBeNull();
    expect(saved.names).toEqual([]);
  });

  it('keeps the names and the loading state on the icon buttons of a small screen', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(max-width: 36em)',
    }));
    const answer = deferred<Response>();
    stubProposalApi({
      routes: [{ path: `${BASE}/download/docx`, respond: () => answer.promise }],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    const docx = screen.getByRole('button', { name: 'Download DOCX' });
    expect(docx).not.toHaveTextContent('Download DOCX');
    await user.click(docx);
    await waitFor(() => expect(docx).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute(
      'data-loading',
    );
    answer.resolve(fileResponse('PK', 'application/octet-stream', disposition('a.docx')));
    await waitFor(() => expect(saved.names).toEqual(['a.docx']));
  });

  it('offers a non-editor the PDF and e-mail but no DOCX', async () => {
    stubProposalApi({ isEditor: false });
    await renderProposalPage();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^APRESENTAÇÃO/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enviar por Email' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download DOCX' })).not.toBeInTheDocument();
  });

  it('downloads the issued revision being read, not the draft', async () => {
    const issued = buildProposal({
      id: 5,
      status: 'ISSUED',
      issuedAt: '2026-03-12T15:30:00.000Z',
      issuedBy: { username: 'maria', name: 'Maria' },
    });
    const draft = buildProposal({ id: 7, revision: 1, code: '2026-0042-R1' });
    const fetchMock = stubProposalApi({
      proposal: draft,
      routes: [
        {
          path: `${PROPOSALS_PATH}/5/document`,
          respond: () => createJsonResponse(buildDocument(issued, true)),
        },
        {
          path: `${PROPOSALS_PATH}/5/download/pdf`,
          respond: () => fileResponse('%PDF', 'application/pdf', disposition(PDF_NAME)),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage('?revisao=5');
    await screen.findByRole('note', { name: /^Revisão / });

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved.names).toEqual([PDF_NAME]));
    expect(callsTo(fetchMock, `${BASE}/download/pdf`)).toHaveLength(0);
  });
});

const DRAFT_BASE = `${PROPOSALS_PATH}/8`;

type Routes = NonNullable<NonNullable<Parameters<typeof stubProposalApi>[0]>['routes']>;

function stubSendApi({ routes = [] }: { routes?: Routes } = {}) {
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

describe('sending the proposal by e-mail', () => {
  it('fills the form from send-defaults and names the attachment', async () => {
    stubSendApi({ routes: [sendDefaultsRoute] });
    const user = userEvent.setup();
    await renderIssuedRevision();

    const dialog = await openSendForm(user);

    expect(within(dialog).getByText('compras@boavista.com.br')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Assunto' })).toHaveValue(DEFAULTS.subject);
    expect(within(dialog).getByRole('textbox', { name: 'Mensagem' })).toHaveValue(DEFAULTS.message);
    expect(within(dialog).getByText(`Anexo: ${PDF_NAME}`)).toBeInTheDocument();
  });

  it('refuses a bad address with a Portuguese message and sends nothing', async () => {
    const fetchMock = stubSendApi({ routes: [sendDefaultsRoute] });
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);

    await user.type(within(dialog).getByRole('combobox', { name: 'Cc' }), 'fulano@{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('fulano@ — E-mail inválido.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${BASE}/send`, 'POST')).toHaveLength(0);
  });

  it('asks for at least one recipient', async () => {
    const fetchMock = stubSendApi({
      routes: [
        {
          path: `${BASE}/send-defaults`,
          respond: () => createJsonResponse({ ...DEFAULTS, to: [] }),
        },
      ],
    });
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(
      await within(dialog).findByText('Informe ao menos um destinatário.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `${BASE}/send`, 'POST')).toHaveLength(0);
  });

  it('posts the typed values, shows the loading state, toasts SENT and refreshes Enviados', async () => {
    const answer = deferred<Response>();
    let sent: ProposalMessage[] = [];
    const fetchMock = stubSendApi({
      routes: [
        sendDefaultsRoute,
        { method: 'POST', path: `${BASE}/send`, respond: () => answer.promise },
        { path: `${DRAFT_BASE}/messages`, respond: () => createJsonResponse({ items: sent }) },
      ],
    });
    const user = userEvent.setup();
    await renderIssuedRevision();
    expect(await screen.findByText('Nenhuma proposta enviada.')).toBeInTheDocument();
    const dialog = await openSendForm(user);

    const to = within(dialog).getByRole('combobox', { name: 'Para' });
    await user.type(to, ' obra@boavista.com.br,');
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Cc' }),
      'eng@camara.com.br{Enter}',
    );
    const subject = within(dialog).getByRole('textbox', { name: 'Assunto' });
    await user.clear(subject);
    await user.type(subject, '  Proposta revisada  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    const [post] = callsTo(fetchMock, `${BASE}/send`, 'POST');
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await post?.json()).toEqual({
      to: ['compras@boavista.com.br', 'obra@boavista.com.br'],
      cc: ['eng@camara.com.br'],
      subject: 'Proposta revisada',
      message: DEFAULTS.message,
      link: { expiresOn: null, remindCustomer: false },
    });

    sent = [buildMessage({ status: 'SENT', subject: 'Proposta revisada' })];
    answer.resolve(createJsonResponse(sent[0], 201));

    expect(await screen.findByText('Proposta enviada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Enviar proposta por e-mail' }),
      ).not.toBeInTheDocument(),
    );
    const table = await screen.findByRole('table', { name: 'Propostas enviadas por e-mail' });
    expect(within(table).getByText('Enviado')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${DRAFT_BASE}/messages`).length).toBeGreaterThanOrEqual(2);
  });

  it('says when the message stays in the outbox', async () => {
    stubSendApi({
      routes: [
        sendDefaultsRoute,
        {
          method: 'POST',
          path: `${BASE}/send`,
          respond: () => createJsonResponse(buildMessage({ status: 'OUTBOX' }), 201),
        },
      ],
    });
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Proposta guardada na caixa de saída.')).toBeInTheDocument();
  });

  it("toasts a FAILED delivery with the server's reason, closes and lists it as 'Falhou'", async () => {
    const error = 'O servidor de e-mail não respondeu.';
    let sent: ProposalMessage[] = [];
    stubSendApi({
      routes: [
        sendDefaultsRoute,
        {
          method: 'POST',
          path: `${BASE}/send`,
          respond: () => {
            sent = [buildMessage({ status: 'FAILED', error })];
            return createJsonResponse(sent[0], 201);
          },
        },
        { path: `${DRAFT_BASE}/messages`, respond: () => createJsonResponse({ items: sent }) },
      ],
    });
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(`Erro ao enviar proposta: ${error}`)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Propostas enviadas por e-mail' });
    expect(within(table).getByText(`Falhou: ${error}`)).toBeInTheDocument();
  });

  it('keeps the typed values when the server cannot be reached', async () => {
    stubSendApi({
      routes: [
        sendDefaultsRoute,
        {
          method: 'POST',
          path: `${BASE}/send`,
          respond: () => createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Falhou' }, 500),
        },
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);
    const message = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    await user.clear(message);
    await user.type(message, 'Texto que não pode se perder');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Erro ao enviar proposta')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enviar proposta por e-mail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Texto que não pode se perder',
    );
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('toasts the daily quota’s message (429) and keeps the form', async () => {
    const quota =
      'Limite de envio atingido: até 200 destinatários por dia; nas últimas 24 horas você já enviou para 200 e esta mensagem tem 1. Tente novamente a partir de 13/03, 09:15.';
    stubSendApi({
      routes: [
        sendDefaultsRoute,
        {
          method: 'POST',
          path: `${BASE}/send`,
          respond: () => createJsonResponse({ code: 'SEND_QUOTA_EXCEEDED', message: quota }, 429),
        },
      ],
    });
    const user = userEvent.setup();
    await renderIssuedRevision();
    const dialog = await openSendForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(`Erro ao enviar proposta: ${quota}`)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enviar proposta por e-mail' })).toBeInTheDocument();
  });

  it('sends an Idempotency-Key: one request per double click, the same key for the same values again, a new one for other values or a new form', async () => {
    const firstAnswer = deferred<Response>();
    let posts = 0;
    const fetchMock = stubSendApi({
      routes: [
        sendDefaultsRoute,
        {
          method: 'POST',
          path: `${BASE}/send`,
          respond: () => {
            posts += 1;
            if (posts === 1) return firstAnswer.promise;
            return posts === 2
              ? createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Falhou' }, 500)
              : createJsonResponse(buildMessage({ status: 'SENT' }), 201);
          },
        },
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = () =>
      callsTo(fetchMock, `${BASE}/send`, 'POST').map((request) =>
        request.headers.get('idempotency-key'),
      );
    const user = userEvent.setup();
    await renderIssuedRevision();
    let dialog = await openSendForm(user);

    // A double click while the send is on its way: one request.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(keys()).toHaveLength(1));
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    firstAnswer.resolve(createJsonResponse({ code: 'INTERNAL_ERROR', message: 'Falhou' }, 500));
    expect(await screen.findByText('Erro ao enviar proposta')).toBeInTheDocument();
    expect(keys()).toHaveLength(1);

    // No answer said whether it was stored: the same send again carries the same key.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);

    // Other values are another send.
    await user.type(within(dialog).getByRole('textbox', { name: 'Assunto' }), ' (revisada)');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Enviar' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Proposta enviada.')).toBeInTheDocument();
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // A new opening of the form is a new send, with its own key.
    dialog = await openSendForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(keys()).toHaveLength(4));
    expect(new Set(keys()).size).toBe(3);
    expect(keys()[3]).not.toBe(keys()[2]);
  });
});

describe('sending the draft: only an issued revision is sent (ADR 063)', () => {
  const TITLE = 'Emitir a revisão 2026-0042-R0 e enviar?';

  it('offers to issue the draft first; Cancelar closes it and changes nothing', async () => {
    const fetchMock = stubProposalApi({ routes: [sendDefaultsRoute] });
    const user = userEvent.setup();
    await renderProposalPage();

    await user.click(screen.getByRole('button', { name: 'Enviar por Email' }));
    const offer = await screen.findByRole('dialog', { name: TITLE });
    expect(within(offer).getByText(/Somente uma revisão emitida pode ser enviada/)).toBeVisible();
    expect(within(offer).getByText('2026-0042-R1')).toBeVisible();
    expect(
      screen.queryByRole('dialog', { name: 'Enviar proposta por e-mail' }),
    ).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `${BASE}/revisions`, 'POST')).toHaveLength(0);
    expect(callsTo(fetchMock, `${BASE}/send-defaults`)).toHaveLength(0);
    expect(
      screen.queryByRole('dialog', { name: 'Enviar proposta por e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('Emitir a revisão e enviar issues the draft, shows it issued and opens its send form', async () => {
    let current = buildProposal();
    const fetchMock = stubProposalApi({
      routes: [
        { path: `${PROPOSALS_PATH}/current`, respond: () => createJsonResponse(current) },
        {
          method: 'POST',
          path: `${BASE}/revisions`,
          respond: () => {
            current = DRAFT_R1;
            return createJsonResponse(DRAFT_R1, 201);
          },
        },
        {
          path: `${BASE}/document`,
          respond: () => createJsonResponse(buildDocument(ISSUED_R0, true)),
        },
        sendDefaultsRoute,
        { path: `${DRAFT_BASE}/messages`, respond: () => createJsonResponse({ items: [] }) },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    await user.click(screen.getByRole('button', { name: 'Enviar por Email' }));
    const offer = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(offer).getByRole('button', { name: 'Emitir a revisão e enviar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta por e-mail' });
    expect(await within(dialog).findByRole('textbox', { name: 'Assunto' })).toHaveValue(
      DEFAULTS.subject,
    );
    const [issue] = callsTo(fetchMock, `${BASE}/revisions`, 'POST');
    expect(await issue?.json()).toEqual({ version: 1 });
    expect(callsTo(fetchMock, `${BASE}/send-defaults`).length).toBeGreaterThanOrEqual(1);
    expect(
      await screen.findByText(
        'Revisão 2026-0042-R0 emitida. A revisão 2026-0042-R1 está aberta para edição.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Revisão 2026-0042-R0' })).toBeInTheDocument();
  });
});

describe("the 'Enviados' panel", () => {
  const messages = [
    buildMessage({ id: 3, status: 'FAILED', error: 'Conexão recusada.', cc: ['eng@x.com'] }),
    buildMessage({ id: 2, status: 'SENT', createdAt: '2026-03-11T10:00:00.000Z' }),
    buildMessage({
      id: 1,
      status: 'OUTBOX',
      proposalId: 5,
      code: '2026-0041-R0',
      createdAt: '2026-03-10T09:00:00.000Z',
    }),
  ];

  it('lists the messages with their status, downloads an .eml and retries a failed one', async () => {
    let items = messages;
    const fetchMock = stubProposalApi({
      routes: [
        { path: `${BASE}/messages`, respond: () => createJsonResponse({ items }) },
        {
          path: `${PROPOSALS_PATH}/5/messages/1/eml`,
          respond: () =>
            fileResponse(
              'From: a',
              'message/rfc822',
              disposition('Proposta 2026-0041-R0 - mensagem 1.eml'),
            ),
        },
        {
          method: 'POST',
          path: `${BASE}/messages/3/retry`,
          respond: () => {
            const retried = buildMessage({ id: 3, status: 'SENT', attempts: 2 });
            items = [retried, ...messages.slice(1)];
            return createJsonResponse(retried);
          },
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();

    const table = await screen.findByRole('table', { name: 'Propostas enviadas por e-mail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Falhou: Conexão recusada.',
      'Enviado',
      'Na caixa de saída',
    ]);
    expect(rows[0]).toHaveTextContent('compras@boavista.com.br, Cc: eng@x.com');
    expect(rows[2]).toHaveTextContent('2026-0041-R0');
    expect(within(rows[1]!).queryByRole('button', { name: /^Tentar novamente/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: /^Tentar novamente/ })).toBeEnabled();

    await user.click(within(rows[2]!).getByRole('button', { name: /^Baixar \.eml/ }));
    await waitFor(() => expect(saved.names).toEqual(['Proposta 2026-0041-R0 - mensagem 1.eml']));
    expect(await saved.blobs[0]?.text()).toBe('From: a');

    await user.click(within(rows[0]!).getByRole('button', { name: /^Tentar novamente/ }));
    expect(await screen.findByText('Proposta enviada.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${BASE}/messages/3/retry`, 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Propostas enviadas por e-mail' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[4]?.textContent),
      ).toEqual(['Enviado', 'Enviado', 'Na caixa de saída']),
    );
  });

  it('shows a message being delivered as Enviando, with no Tentar novamente', async () => {
    stubProposalApi({
      routes: [
        {
          path: `${BASE}/messages`,
          respond: () => createJsonResponse({ items: [buildMessage({ status: 'SENDING' })] }),
        },
      ],
    });
    await renderProposalPage();
    const table = await screen.findByRole('table', { name: 'Propostas enviadas por e-mail' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell')[4]).toHaveTextContent('Enviando');
    expect(within(row!).queryByRole('button', { name: /^Tentar novamente/ })).toBeNull();
  });

  it('toasts a retry that fails again with the reason', async () => {
    stubProposalApi({
      routes: [
        { path: `${BASE}/messages`, respond: () => createJsonResponse({ items: messages }) },
        {
          method: 'POST',
          path: `${BASE}/messages/3/retry`,
          respond: () =>
            createJsonResponse(
              buildMessage({ id: 3, status: 'FAILED', error: 'Conexão recusada.' }),
            ),
        },
      ],
    });
    const user = userEvent.setup();
    await renderProposalPage();
    const table = await screen.findByRole('table', { name: 'Propostas enviadas por e-mail' });
    const [failed] = within(table).getAllByRole('row').slice(1);
    await user.click(within(failed!).getByRole('button', { name: /^Tentar novamente/ }));

    expect(
      await screen.findByText('Erro ao enviar proposta: Conexão recusada.'),
    ).toBeInTheDocument();
  });

  it('says when nothing was sent', async () => {
    stubProposalApi();
    await renderProposalPage();
    expect(await screen.findByText('Nenhuma proposta enviada.')).toBeInTheDocument();
  });
});
