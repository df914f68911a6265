import { createHash } from 'node:crypto';
import {
  ApiErrorSchema,
  ProjectSchema,
  ProposalDecisionSchema,
  PublicProposalViewSchema,
  z,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomerLink,
  storeRevisionPdf,
  type LinkRowOptions,
} from './support/customer-links.ts';
import { createProposal, downloadDocument, issueRevision } from './support/proposal-documents.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 31 item 3 (docs/decisions/076), over real HTTP on a real database: the customer accepts
 * or declines an issued revision through its link, without signing in. The acceptance keeps its
 * evidence (who, when, IP, user agent, code, the SHA-256 of the PDF shown) and closes the project
 * FECHADO/GANHO, a decline FECHADO/PERDIDO with its reason; one decision per revision (a double
 * click accepts once); only an active link decides; the seller and the editors are told and the
 * project's trail records it.
 */

const { server, vendedor, projetista, editor } = useTestServer('vendedor', 'projetista', 'editor');

const db = () => server.database.db;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile';
const VALID_CPF = '529.982.247-25';

type Target = {
  projectId: number;
  proposalId: number;
  code: string;
  revision: string;
  projectName: string;
};

let counter = 0;

/** A project of `vendedor` with an issued revision. */
async function issuedRevision(): Promise<Target> {
  counter += 1;
  const projectName = `Frigorífico Serra ${counter}`;
  const user = { baseUrl: server.baseUrl, token: vendedor.accessToken };
  const created = await createProposal(user, projectName);
  await issueRevision(user, created.revision);
  const proposalId = Number(created.revision.split('/').at(-1));
  return { ...created, proposalId, projectName };
}

/** A link to the revision (as part A's API stores one). */
function linkTo(target: Target, options?: LinkRowOptions) {
  return insertCustomerLink(db(), target.proposalId, 'vendedor', options);
}

/**
 * The revision's PDF stored as the link's page stores it when it is opened (the page always
 * shows the view first): the seller's PDF of the revision; answers its SHA-256.
 */
async function showPdf(target: Target): Promise<string> {
  const pdf = await downloadDocument(
    { baseUrl: server.baseUrl, token: vendedor.accessToken },
    target.revision,
  );
  expect(pdf.status).toBe(200);
  return storeRevisionPdf(db(), target.proposalId, pdf.bytes);
}

async function publicPost(
  token: string,
  action: 'accept' | 'decline',
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}/v1/public/proposal-links/${token}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const acceptance = (pdfSha256: string) => ({
  name: 'Maria da Silva Souza',
  cpf: VALID_CPF,
  role: 'Gerente de compras',
  email: 'maria@serra.example.com',
  acceptTerms: true,
  pdfSha256,
});

async function projectStatus(projectId: number) {
  const answer = await vendedor.call('GET', `/v1/projects/${projectId}`);
  expect(answer.status).toBe(200);
  return ProjectSchema.parse(answer.body).status;
}

const DecisionRowSchema = z.object({
  kind: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  cpf: z.string().nullable(),
  code: z.string(),
  pdf_sha256: z.string().nullable(),
  reason: z.string().nullable(),
  text: z.string().nullable(),
});

async function decisionRows(proposalId: number) {
  const rows = await queryRows(
    db(),
    sql`select kind, ip, user_agent, cpf, code, pdf_sha256, reason, text
        from proposal_decisions where proposal_id = ${proposalId}`,
  );
  return rows.map((row) => DecisionRowSchema.parse(row));
}

async function events(projectId: number) {
  const rows = await queryRows<{
    kind: string;
    is_customer: boolean;
    actor_name: string | null;
    details: unknown;
  }>(
    db(),
    sql`select kind, is_customer, actor_name, details from project_events
        where project_id = ${projectId} order by id`,
  );
  return rows;
}

async function notices(proposalId: number) {
  return queryRows<{ kind: string; to: string[]; subject: string; text: string; status: string }>(
    db(),
    sql`select kind, "to", subject, text, status from notifications
        where dedupe_key = ${`decision:${proposalId}`}`,
  );
}

beforeAll(async () => {
  // Every user's row (the links' creator, the notices' recipients).
  for (const user of [vendedor, projetista, editor]) {
    expect((await user.call('GET', '/v1/me')).status).toBe(200);
  }
  // MERGE: part D (i31-jobs) keeps app_users.is_editor current on sign-in; until then, by hand.
  await db().execute(sql`update app_users set is_editor = (username = 'editor')`);
});

describe('accepting', () => {
  it('stores the evidence (IP, bounded user agent, code, PDF SHA-256), closes the project FECHADO/GANHO, records the events and tells the seller and the editors', async () => {
    const target = await issuedRevision();
    const { token, linkId } = await linkTo(target);
    const sha256 = await showPdf(target);
    const longAgent = `${BROWSER} ${'x'.repeat(2000)}`;

    // TRUST_PROXY is off: a forwarded address is not the client's.
    const answer = await publicPost(token, 'accept', acceptance(sha256), {
      'user-agent': longAgent,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = PublicProposalViewSchema.parse(answer.body);
    expect(view.status).toBe('AVAILABLE');
    if (view.status !== 'AVAILABLE') return;
    expect(view.code).toBe(target.code);
    expect(view.pdfSha256).toBe(sha256);
    expect(view.decision).toMatchObject({
      kind: 'ACCEPTED',
      code: target.code,
      name: 'Maria da Silva Souza',
      role: 'Gerente de compras',
      reason: null,
      pdfSha256: sha256,
    });

    expect(await decisionRows(target.proposalId)).toEqual([
      {
        kind: 'ACCEPTED',
        ip: '127.0.0.1',
        user_agent: longAgent.slice(0, 512),
        cpf: '52998224725',
        code: target.code,
        pdf_sha256: sha256,
        reason: null,
        text: null,
      },
    ]);
    expect(await projectStatus(target.projectId)).toBe('CLOSED_WON');

    const trail = await events(target.projectId);
    // The decision, then the status change it made (issuing may have recorded its own event).
    expect(
      trail
        .map((event) => event.kind)
        .filter((kind) => kind === 'PROPOSAL_ACCEPTED' || kind === 'STATUS_CHANGED'),
    ).toEqual(['PROPOSAL_ACCEPTED', 'STATUS_CHANGED']);
    const accepted = trail.find((event) => event.kind === 'PROPOSAL_ACCEPTED');
    expect(accepted).toMatchObject({
      is_customer: true,
      actor_name: 'Maria da Silva Souza',
      details: { schemaVersion: 1, linkId },
    });
    expect(trail.find((event) => event.kind === 'STATUS_CHANGED')).toMatchObject({
      is_customer: true,
      details: { toStatus: 'CLOSED_WON' },
    });

    const [notice, ...others] = await notices(target.proposalId);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ kind: 'ACCEPTED', status: 'OUTBOX' });
    expect([...(notice?.to ?? [])].sort()).toEqual([
      'editor@demo.camarafria.com.br',
      'vendedor@demo.camarafria.com.br',
    ]);
    expect(notice?.subject).toBe(`Proposta ${target.code} aceita — ${target.projectName}`);
    expect(notice?.text).toContain(
      `Maria da Silva Souza aceitou a proposta ${target.code} do projeto "${target.projectName}"`,
    );
    expect(notice?.text).toContain(`SHA-256 do PDF aceito: ${sha256}`);

    // The seller's side: the evidence, to the owner and the editors only.
    const seen = await vendedor.call('GET', `/v1/projects/${target.projectId}/proposals/decision`);
    expect(seen.status).toBe(200);
    const decision = z.object({ decision: ProposalDecisionSchema }).parse(seen.body).decision;
    expect(decision).toMatchObject({
      kind: 'ACCEPTED',
      proposalId: target.proposalId,
      code: target.code,
      cpf: '52998224725',
      email: 'maria@serra.example.com',
      ip: '127.0.0.1',
      userAgent: longAgent.slice(0, 512),
      pdfSha256: sha256,
      linkId,
    });
    expect(decision.decidedAt).toBe(view.decision?.decidedAt);
    const byEditor = await editor.call(
      'GET',
      `/v1/projects/${target.projectId}/proposals/decision`,
    );
    expect(byEditor.body).toEqual(seen.body);
    const byOther = await projetista.call(
      'GET',
      `/v1/projects/${target.projectId}/proposals/decision`,
    );
    expect(byOther.status).toBe(404);
  });

  it('accepts once on a double click: two concurrent accepts store one decision, one event, one notice, and answer the same', async () => {
    const target = await issuedRevision();
    const { token } = await linkTo(target);
    const sha256 = await showPdf(target);
    const [first, second] = await Promise.all([
      publicPost(token, 'accept', acceptance(sha256)),
      publicPost(token, 'accept', acceptance(sha256)),
    ]);
    expect(first?.status, JSON.stringify(first?.body)).toBe(200);
    expect(second?.status, JSON.stringify(second?.body)).toBe(200);
    expect(second?.body).toEqual(first?.body);
    expect(await decisionRows(target.proposalId)).toHaveLength(1);
    const kinds = (await events(target.projectId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'PROPOSAL_ACCEPTED')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'STATUS_CHANGED')).toHaveLength(1);
    expect(await notices(target.proposalId)).toHaveLength(1);

    // Later, again: the first acceptance (its time), nothing new.
    const again = await publicPost(token, 'accept', {
      ...acceptance(sha256),
      name: 'Outra Pessoa',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first?.body);
    expect(await decisionRows(target.proposalId)).toHaveLength(1);
  });

  it('refuses a PDF other than the one stored, and one never shown (409 CONFLICT): nothing stored', async () => {
    const target = await issuedRevision();
    const { token } = await linkTo(target);
    const notShown = await publicPost(token, 'accept', acceptance('a'.repeat(64)));
    expect(notShown.status).toBe(409);
    expect(notShown.body).toEqual({
      code: 'CONFLICT',
      message: 'A proposta mudou; recarregue a página.',
    });
    const sha256 = await showPdf(target);
    const other = createHash('sha256').update('outro documento').digest('hex');
    expect(other).not.toBe(sha256);
    const stale = await publicPost(token, 'accept', acceptance(other));
    expect(stale.status).toBe(409);
    expect(ApiErrorSchema.parse(stale.body).code).toBe('CONFLICT');
    expect(await decisionRows(target.proposalId)).toEqual([]);
    expect(await projectStatus(target.projectId)).not.toBe('CLOSED_WON');
  });
});

describe('declining', () => {
  it('stores the reason and text, closes the project FECHADO/PERDIDO and tells the seller and the editors', async () => {
    const target = await issuedRevision();
    const { token, linkId } = await linkTo(target);
    const answer = await publicPost(token, 'decline', {
      reason: 'PRICE',
      text: 'Ficou acima do orçamento.',
      name: 'João Pereira',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = PublicProposalViewSchema.parse(answer.body);
    expect(view.status === 'AVAILABLE' && view.decision).toMatchObject({
      kind: 'DECLINED',
      reason: 'PRICE',
      name: 'João Pereira',
      pdfSha256: null,
    });
    expect(await decisionRows(target.proposalId)).toEqual([
      {
        kind: 'DECLINED',
        ip: '127.0.0.1',
        user_agent: BROWSER,
        cpf: null,
        code: target.code,
        pdf_sha256: null,
        reason: 'PRICE',
        text: 'Ficou acima do orçamento.',
      },
    ]);
    expect(await projectStatus(target.projectId)).toBe('CLOSED_LOST');
    const declined = (await events(target.projectId)).find(
      (event) => event.kind === 'PROPOSAL_DECLINED',
    );
    expect(declined).toMatchObject({
      is_customer: true,
      actor_name: 'João Pereira',
      details: { reason: 'PRICE', text: 'Ficou acima do orçamento.', linkId },
    });
    const [notice] = await notices(target.proposalId);
    expect(notice?.subject).toBe(`Proposta ${target.code} recusada — ${target.projectName}`);
    expect(notice?.text).toContain('Motivo: Preço');
    expect(notice?.text).toContain('Comentário: Ficou acima do orçamento.');
    expect([...(notice?.to ?? [])].sort()).toEqual([
      'editor@demo.camarafria.com.br',
      'vendedor@demo.camarafria.com.br',
    ]);
  });

  it('answers the other decision with 409 PROPOSAL_DECIDED (accept after decline, decline after accept) and the same one again with the first', async () => {
    const declinedTarget = await issuedRevision();
    const declinedLink = await linkTo(declinedTarget);
    const sha256 = await showPdf(declinedTarget);
    const declined = await publicPost(declinedLink.token, 'decline', { reason: 'COMPETITOR' });
    expect(declined.status).toBe(200);
    const accept = await publicPost(declinedLink.token, 'accept', acceptance(sha256));
    expect(accept.status).toBe(409);
    expect(ApiErrorSchema.parse(accept.body).code).toBe('PROPOSAL_DECIDED');
    expect(ApiErrorSchema.parse(accept.body).message).toMatch(
      new RegExp(
        `^A proposta ${declinedTarget.code} já foi recusada em .+: não pode mais ser aceita\\.$`,
      ),
    );
    const again = await publicPost(declinedLink.token, 'decline', { reason: 'PRICE' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(declined.body);
    expect(await decisionRows(declinedTarget.proposalId)).toMatchObject([
      { kind: 'DECLINED', reason: 'COMPETITOR' },
    ]);
    expect(await projectStatus(declinedTarget.projectId)).toBe('CLOSED_LOST');

    const acceptedTarget = await issuedRevision();
    const acceptedLink = await linkTo(acceptedTarget);
    const acceptedSha = await showPdf(acceptedTarget);
    expect((await publicPost(acceptedLink.token, 'accept', acceptance(acceptedSha))).status).toBe(
      200,
    );
    const decline = await publicPost(acceptedLink.token, 'decline', { reason: 'PRICE' });
    expect(decline.status).toBe(409);
    expect(ApiErrorSchema.parse(decline.body).code).toBe('PROPOSAL_DECIDED');
    expect(await projectStatus(acceptedTarget.projectId)).toBe('CLOSED_WON');
  });
});

describe('what is refused', () => {
  it('answers bad input with 400 and field messages in Portuguese', async () => {
    const target = await issuedRevision();
    const { token } = await linkTo(target);
    const sha256 = 'b'.repeat(64);
    const cases: [string, 'accept' | 'decline', unknown, { path: string; message: string }][] = [
      [
        'CPF',
        'accept',
        { ...acceptance(sha256), cpf: '123.456.789-00' },
        { path: 'cpf', message: 'CPF inválido.' },
      ],
      [
        'terms',
        'accept',
        { ...acceptance(sha256), acceptTerms: false },
        { path: 'acceptTerms', message: 'Marque que leu e aceita os termos da proposta.' },
      ],
      [
        'CPF or role',
        'accept',
        { ...acceptance(sha256), cpf: '', role: null },
        { path: 'cpf', message: 'Informe o CPF ou o cargo de quem aceita.' },
      ],
      [
        'OTHER without text',
        'decline',
        { reason: 'OTHER', text: '  ' },
        { path: 'text', message: 'Descreva o motivo.' },
      ],
      ['no reason', 'decline', {}, { path: 'reason', message: 'Escolha o motivo.' }],
    ];
    for (const [what, action, body, issue] of cases) {
      const answer = await publicPost(token, action, body);
      expect(answer.status, what).toBe(400);
      const error = ApiErrorSchema.parse(answer.body);
      expect(error.code, what).toBe('VALIDATION_FAILED');
      expect(error.details, what).toContainEqual(issue);
    }
    expect(await decisionRows(target.proposalId)).toEqual([]);
  });

  it('answers an expired, revoked or superseded link with 410 LINK_UNAVAILABLE saying why, and an unknown one with 404: nothing stored', async () => {
    const target = await issuedRevision();
    const sha256 = await showPdf(target);
    const expected: [LinkRowOptions, RegExp][] = [
      [
        { expiresInDays: -1 },
        /^Este link expirou em \d{2}\/\d{2}\/\d{4}: a proposta não pode mais ser aceita ou recusada por ele\. Peça um novo link ao vendedor\.$/,
      ],
      [{ isRevoked: true }, /^Este link foi revogado pelo vendedor/],
      [{ isSuperseded: true }, /^Esta revisão da proposta foi substituída por uma mais recente/],
    ];
    for (const [options, message] of expected) {
      const { token } = await linkTo(target, options);
      for (const [action, body] of [
        ['accept', acceptance(sha256)],
        ['decline', { reason: 'PRICE' }],
      ] as const) {
        const answer = await publicPost(token, action, body);
        expect(answer.status, JSON.stringify(options)).toBe(410);
        const error = ApiErrorSchema.parse(answer.body);
        expect(error.code).toBe('LINK_UNAVAILABLE');
        expect(error.message).toMatch(message);
      }
    }
    const unknown = await publicPost('A'.repeat(22), 'accept', acceptance(sha256));
    expect(unknown.status).toBe(404);
    expect(await decisionRows(target.proposalId)).toEqual([]);
    expect(await notices(target.proposalId)).toEqual([]);
    const decision = await vendedor.call(
      'GET',
      `/v1/projects/${target.projectId}/proposals/decision`,
    );
    expect(decision.body).toEqual({ decision: null });
  });
});
