import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildAvailableView,
  LINK_PATH,
  NEXT_TOKEN,
  PDF_SHA256,
  TOKEN,
} from '../../features/customer-proposal/testing/public-view-fixtures.ts';
import { buildDocument, buildProposal } from '../../features/proposal/testing/proposal-fixtures.ts';
import { assignLocation } from '../../lib/browser-location.ts';
import { signInTestUser } from '../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../testing/fetch-stub.ts';
import { renderRoutes } from '../../testing/render-app.tsx';
import { appRoutes } from '../router.tsx';

vi.mock('../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

const issued = buildProposal({
  status: 'ISSUED',
  code: '2026-0042-R1',
  issuedAt: '2026-04-10T12:00:00.000Z',
});
const issuedDocument = buildDocument(issued, true);
const available = buildAvailableView(issuedDocument);

function openPage(token = TOKEN) {
  return renderRoutes(appRoutes, `/proposta/${token}`);
}

/** Every path the page asked for (it must never be anything but the public link's). */
function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(
    (_, index) => new URL(readFetchRequest(fetchMock, index).url).pathname,
  );
}

describe('/proposta/:token, the customer page (issue 31; docs/decisions/079)', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('shows the maker, the code, the validity end and the proposal as its PDF does, without signing in', async () => {
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
    ]);
    const { router } = openPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposta comercial 2026-0042-R1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Frio Sul Refrigeração')).toBeInTheDocument();
    expect(screen.getByText('Válida até 10/05/2026')).toBeInTheDocument();
    // The client, the rooms and their loads, the equipment, the prices and the conditions.
    expect(screen.getByRole('heading', { name: 'Dados do Cliente' })).toBeInTheDocument();
    expect(screen.getByText('Frigorífico Boa Vista')).toBeInTheDocument();
    for (const title of [
      'APRESENTAÇÃO',
      'PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS',
      'CARACTERÍSTICAS DOS EQUIPAMENTOS',
      'CONDIÇÕES COMERCIAIS',
      'TERMOS E CONDIÇÕES GERAIS DE VENDA',
      'RESPONSÁVEIS',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('columnheader', { name: 'Resfriados' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Termos e condições gerais de venda' }),
    ).toHaveTextContent('Termos congelados');
    expect(screen.getByRole('table', { name: /preços/i })).toBeInTheDocument();
    // No link to the signed-in screens, no sign-in, no other call than the link's.
    expect(screen.queryByRole('link', { name: 'Equipamentos' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/proposta/${TOKEN}`);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(requestedPaths(fetchMock)).toEqual([LINK_PATH]);
    expect(document.title).toBe('Proposta 2026-0042-R1 | Câmara Fria');
  });

  it('puts noindex and no-referrer in the head while shown, and never sends the stored session', async () => {
    signInTestUser();
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
    ]);
    const { unmount } = openPage();
    await screen.findByRole('heading', { level: 1 });

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    const request = readFetchRequest(fetchMock);
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('username')).toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('downloads the PDF under the name of its Content-Disposition', async () => {
    const createObjectURL = vi.fn(() => 'blob:proposta');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
      {
        path: `${LINK_PATH}/download/pdf`,
        respond: () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="p.pdf"; filename*=UTF-8''Proposta%202026-0042-R1%20-%20C%C3%A2mara.pdf`,
            },
          }),
      },
    ]);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Proposta 2026-0042-R1 - Câmara.pdf');
    expect(requestedPaths(fetchMock)).toEqual([LINK_PATH, `${LINK_PATH}/download/pdf`]);
    expect(readFetchRequest(fetchMock, 1).headers.get('authorization')).toBeNull();
  });

  it("shows an accepted revision's decision instead of the forms", async () => {
    stubFetch([
      {
        path: LINK_PATH,
        respond: () =>
          createJsonResponse(
            buildAvailableView(issuedDocument, {
              decision: {
                kind: 'ACCEPTED',
                code: '2026-0042-R1',
                decidedAt: '2026-04-12T17:30:00.000Z',
                name: 'Maria da Silva',
                role: 'Diretora',
                reason: null,
                pdfSha256: PDF_SHA256,
              },
            }),
          ),
      },
    ]);
    openPage();
    const decision = await screen.findByRole('status', { name: 'Proposta aceita' });
    expect(decision).toHaveTextContent(
      'Proposta aceita por Maria da Silva, Diretora em 12/04/2026 às 17:30.',
    );
    expect(decision).toHaveTextContent(PDF_SHA256);
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).not.toBeInTheDocument();
  });

  it('says an expired link expired, and shows nothing of the proposal', async () => {
    stubFetch([
      {
        path: LINK_PATH,
        respond: () =>
          createJsonResponse({
            status: 'EXPIRED',
            code: '2026-0042-R1',
            expiresAt: '2026-05-10T12:00:00.000Z',
          }),
      },
    ]);
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link expirado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este link expirou em 10/05/2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
    expect(screen.queryByText('Frigorífico Boa Vista')).not.toBeInTheDocument();
  });

  it('says a revoked link was revoked', async () => {
    stubFetch([
      {
        path: LINK_PATH,
        respond: () => createJsonResponse({ status: 'REVOKED', code: '2026-0042-R1' }),
      },
    ]);
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link revogado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Quem lhe enviou esta proposta revogou este link.'),
    ).toBeInTheDocument();
  });

  it('opens the revision that replaced a superseded one through a link of its own', async () => {
    const next = buildAvailableView(buildDocument({ ...issued, code: '2026-0042-R2' }, true));
    const fetchMock = stubFetch([
      {
        path: LINK_PATH,
        respond: () =>
          createJsonResponse({
            status: 'SUPERSEDED',
            code: '2026-0042-R1',
            successorCode: '2026-0042-R2',
          }),
      },
      {
        method: 'POST',
        path: `${LINK_PATH}/successor`,
        respond: () => createJsonResponse({ token: NEXT_TOKEN }),
      },
      { path: `/v1/public/proposal-links/${NEXT_TOKEN}`, respond: () => createJsonResponse(next) },
    ]);
    const { router } = openPage();
    expect(
      await screen.findByText('Esta proposta foi substituída pela revisão 2026-0042-R2.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir a revisão 2026-0042-R2' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposta comercial 2026-0042-R2' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/proposta/${NEXT_TOKEN}`);
    expect(requestedPaths(fetchMock)).toEqual([
      LINK_PATH,
      `${LINK_PATH}/successor`,
      `/v1/public/proposal-links/${NEXT_TOKEN}`,
    ]);
  });

  it.each([
    [404, { code: 'NOT_FOUND', message: 'Recurso não encontrado.' }, 'Link não encontrado'],
    [410, { code: 'LINK_UNAVAILABLE', message: 'x' }, 'Link indisponível'],
    [429, { code: 'RATE_LIMITED', message: 'Too many' }, 'Muitas tentativas'],
    [500, { code: 'INTERNAL_ERROR', message: 'x' }, 'Não foi possível abrir a proposta'],
  ])('answers a %i in Portuguese', async (status, body, title) => {
    stubFetch([{ path: LINK_PATH, respond: () => createJsonResponse(body, status) }]);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("does not ask for a token that is not of a link's shape", async () => {
    const fetchMock = stubFetch([]);
    openPage('nao-e-um-token');
    const main = await screen.findByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Link não encontrado' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
