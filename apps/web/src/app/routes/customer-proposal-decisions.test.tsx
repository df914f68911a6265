import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildAvailableView,
  LINK_PATH,
  PDF_SHA256,
  TOKEN,
} from '../../features/customer-proposal/testing/public-view-fixtures.ts';
import { buildDocument, buildProposal } from '../../features/proposal/testing/proposal-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../testing/fetch-stub.ts';
import { renderRoutes } from '../../testing/render-app.tsx';
import { appRoutes } from '../router.tsx';

const issuedDocument = buildDocument(
  buildProposal({ status: 'ISSUED', code: '2026-0042-R1', issuedAt: '2026-04-10T12:00:00.000Z' }),
  true,
);
const available = buildAvailableView(issuedDocument);
const DECIDED_AT = '2026-04-12T17:30:00.000Z';

function acceptedView(name: string, role: string | null) {
  return buildAvailableView(issuedDocument, {
    decision: {
      kind: 'ACCEPTED',
      code: '2026-0042-R1',
      decidedAt: DECIDED_AT,
      name,
      role,
      reason: null,
      pdfSha256: PDF_SHA256,
    },
  });
}

async function openPage() {
  renderRoutes(appRoutes, `/proposta/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Proposta comercial 2026-0042-R1' });
}

/** The calls to one path, as Requests. */
function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => new URL(request.url).pathname === path);
}

describe('/proposta/:token: accepting and declining (issue 31)', () => {
  it("refuses an incomplete acceptance with the contract's Portuguese messages, sending nothing", async () => {
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
    ]);
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aceitar proposta' }));

    expect(await screen.findByText('Informe o nome completo.')).toBeInTheDocument();
    expect(screen.getByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Marque que leu e aceita os termos da proposta.')).toBeInTheDocument();

    // Name, e-mail and terms given: the CPF or the role is still asked for; a bad CPF is refused.
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'maria@boavista.com.br');
    await user.click(
      screen.getByRole('checkbox', { name: 'Li e aceito os termos desta proposta' }),
    );
    await user.click(screen.getByRole('button', { name: 'Aceitar proposta' }));
    expect(await screen.findByText('Informe o CPF ou o cargo de quem aceita.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Aceitar proposta' }));
    expect(await screen.findByText('CPF inválido.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${LINK_PATH}/accept`)).toHaveLength(0);
  });

  it("accepts once on a double click, sending the PDF's SHA-256, then shows the acceptance", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
      {
        method: 'POST',
        path: `${LINK_PATH}/accept`,
        respond: async () => {
          await answered;
          return createJsonResponse(acceptedView('Maria da Silva', null));
        },
      },
    ]);
    await openPage();
    const user = userEvent.setup();
    // Typed as a person types, Tab between the fields.
    await user.click(screen.getByRole('textbox', { name: /Nome completo/ }));
    await user.keyboard('Maria da Silva');
    await user.tab();
    await user.keyboard('529.982.247-25');
    await user.tab();
    await user.tab();
    await user.keyboard('maria@boavista.com.br');
    await user.tab();
    await user.keyboard(' ');
    await user.dblClick(screen.getByRole('button', { name: 'Aceitar proposta' }));
    release();

    expect(
      await screen.findByText('Proposta aceita por Maria da Silva em 12/04/2026 às 17:30.'),
    ).toBeInTheDocument();
    const sent = callsTo(fetchMock, `${LINK_PATH}/accept`);
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({
      name: 'Maria da Silva',
      cpf: '52998224725',
      role: null,
      email: 'maria@boavista.com.br',
      acceptTerms: true,
      pdfSha256: PDF_SHA256,
    });
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).not.toBeInTheDocument();
  });

  it('reads the page again when the revision was declined meanwhile (409)', async () => {
    let isDeclined = false;
    stubFetch([
      {
        path: LINK_PATH,
        respond: () =>
          createJsonResponse(
            isDeclined
              ? buildAvailableView(issuedDocument, {
                  decision: {
                    kind: 'DECLINED',
                    code: '2026-0042-R1',
                    decidedAt: DECIDED_AT,
                    name: null,
                    role: null,
                    reason: 'PRICE',
                    pdfSha256: null,
                  },
                })
              : available,
          ),
      },
      {
        method: 'POST',
        path: `${LINK_PATH}/accept`,
        respond: () => {
          isDeclined = true;
          return createJsonResponse(
            { code: 'PROPOSAL_DECIDED', message: 'Esta proposta já foi recusada.' },
            409,
          );
        },
      },
    ]);
    await openPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Diretora');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'maria@boavista.com.br');
    await user.click(
      screen.getByRole('checkbox', { name: 'Li e aceito os termos desta proposta' }),
    );
    await user.click(screen.getByRole('button', { name: 'Aceitar proposta' }));

    expect(
      await screen.findByText('Proposta recusada em 12/04/2026 às 17:30.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Motivo: Preço')).toBeInTheDocument();
  });

  it('declines with a reason from the list, asking for the text of "Outro motivo"', async () => {
    const fetchMock = stubFetch([
      { path: LINK_PATH, respond: () => createJsonResponse(available) },
      {
        method: 'POST',
        path: `${LINK_PATH}/decline`,
        respond: () =>
          createJsonResponse(
            buildAvailableView(issuedDocument, {
              decision: {
                kind: 'DECLINED',
                code: '2026-0042-R1',
                decidedAt: DECIDED_AT,
                name: null,
                role: null,
                reason: 'OTHER',
                pdfSha256: null,
              },
            }),
          ),
      },
    ]);
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Recusar' }));
    await user.click(await screen.findByRole('button', { name: 'Recusar proposta' }));
    expect(await screen.findByText('Escolha o motivo.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Outro motivo' }));
    await user.click(screen.getByRole('button', { name: 'Recusar proposta' }));
    expect(await screen.findByText('Descreva o motivo.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${LINK_PATH}/decline`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Comentário/ }), 'Obra adiada para 2027');
    await user.click(screen.getByRole('button', { name: 'Recusar proposta' }));
    expect(
      await screen.findByText('Proposta recusada em 12/04/2026 às 17:30.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `${LINK_PATH}/decline`)).toHaveLength(1));
    expect(await callsTo(fetchMock, `${LINK_PATH}/decline`)[0]?.json()).toEqual({
      reason: 'OTHER',
      text: 'Obra adiada para 2027',
      name: null,
      email: null,
    });
  });
});
