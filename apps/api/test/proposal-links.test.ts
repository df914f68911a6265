import { createHash } from 'node:crypto';
import {
  ApiErrorSchema,
  CreatedProposalLinkSchema,
  LINK_MAX_DAYS,
  ProjectSchema,
  ProposalLinkListSchema,
  ProposalLinkSchema,
  ProposalMessageSchema,
  ProposalSchema,
  PublicProposalViewSchema,
  PublicSuccessorSchema,
  type CreatedProposalLink,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  brasiliaDay,
  endOfDayInBrasilia,
} from '../src/modules/proposal-links/link-expiry.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { newTypedProposal, type ProposalTarget } from './support/typed-proposal.ts';

/**
 * Issue 31 part A (docs/decisions/074), over real HTTP on a real database (PGlite, or PostgreSQL
 * with API_TEST_DATABASE=postgres): the seller's links (create, list, revoke, supersede, their
 * end), the e-mail's link, the customer's page (views, downloads, state pages, 410s) and its
 * headers; the token is never stored in clear.
 */

const CUSTOMER_EMAIL = 'compras@laticinios.example.com';
const PUBLIC_HEADERS = {
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

let inbox: Inbox;
let server: TestServer;
let vendedor: UserClient;
let projetista: UserClient;
let editor: UserClient;

type Target = ProposalTarget;

/** The first message to the customer accepted by the inbox from its `from`-th on. */
const customerMail = (from: number) =>
  inbox.received.slice(from).find((mail) => mail.recipients.includes(CUSTOMER_EMAIL));

const newProposal = (owner: UserClient, name: string) =>
  newTypedProposal(owner, name, { name: 'Laticínios Serra', email: CUSTOMER_EMAIL });

/** Issues the draft (the same id is now issued) and answers the next draft (R+1). */
async function issue(user: UserClient, target: Target): Promise<Target> {
  const answer = await user.call('POST', `${target.path}/revisions`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const current = ProposalSchema.parse(
    (await user.call('GET', `/v1/projects/${target.projectId}/proposals/current`)).body,
  );
  return {
    projectId: target.projectId,
    proposalId: current.id,
    code: current.code,
    path: `/v1/projects/${target.projectId}/proposals/${current.id}`,
  };
}

async function createLink(
  user: UserClient,
  target: Target,
  body: Record<string, unknown> = { channel: 'COPY' },
): Promise<CreatedProposalLink> {
  const answer = await user.call('POST', `${target.path}/links`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return CreatedProposalLinkSchema.parse(answer.body);
}

function tokenOf(link: { url: string }): string {
  const token = /\/proposta\/([A-Za-z0-9_-]{22})$/.exec(link.url)?.[1];
  if (!token) throw new Error(`no token in ${link.url}`);
  return token;
}

async function publicGet(path: string, address?: string) {
  const response = await fetch(`${server.baseUrl}/v1/public/proposal-links/${path}`, {
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    body: isJson ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown) : undefined,
  };
}

async function publicPost(path: string) {
  const response = await fetch(`${server.baseUrl}/v1/public/proposal-links/${path}`, {
    method: 'POST',
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

function expectPublicHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(PUBLIC_HEADERS))
    expect(headers.get(name), name).toBe(value);
}

async function view(token: string) {
  const answer = await publicGet(token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expectPublicHeaders(answer.headers);
  return PublicProposalViewSchema.parse(answer.body);
}

async function listLinks(user: UserClient, projectId: number) {
  const answer = await user.call('GET', `/v1/projects/${projectId}/proposals/links`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ProposalLinkListSchema.parse(answer.body).items;
}

async function events(projectId: number) {
  return queryRows<{ kind: string; details: { linkId?: number; format?: string } }>(
    server.database.db,
    sql`select kind, details from project_events where project_id = ${projectId} order by id`,
  );
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, RATE_LIMIT: 'off' },
  });
  [vendedor, projetista, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'projetista'),
    signInAs(server, 'editor'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('the seller’s links', () => {
  it('links an issued revision only (409 for a draft), for its owner and editors (404 to another seller)', async () => {
    const draft = await newProposal(vendedor, 'Links — acesso');
    const refused = await vendedor.call('POST', `${draft.path}/links`, { channel: 'COPY' });
    expect(refused.status).toBe(409);
    expect(ApiErrorSchema.parse(refused.body).code).toBe('REVISION_NOT_ISSUED');
    await issue(vendedor, draft);
    const other = await projetista.call('POST', `${draft.path}/links`, { channel: 'COPY' });
    expect(other.status).toBe(404);
    expect(
      (await projetista.call('GET', `/v1/projects/${draft.projectId}/proposals/links`)).status,
    ).toBe(404);
    const byEditor = await createLink(editor, draft, { channel: 'WHATSAPP' });
    expect(byEditor).toMatchObject({ channel: 'WHATSAPP', state: 'ACTIVE', code: draft.code });
  });

  it('answers the address once, stores only the token’s SHA-256, ends with the validity, and marks the project SENT', async () => {
    const draft = await newProposal(vendedor, 'Links — criação');
    await issue(vendedor, draft);
    const link = await createLink(vendedor, draft, { channel: 'WHATSAPP' });
    const token = tokenOf(link);
    expect(link.url).toBe(`${server.baseUrl}/proposta/${token}`);
    expect(link.whatsappUrl.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(link.whatsappUrl.slice('https://wa.me/?text='.length));
    expect(text).toContain(link.url);
    expect(text).toContain(`Segue a proposta ${draft.code}`);
    // The default end: the issue day (Brasília) + 30 days, at 23:59:59 in Brasília.
    const lastDay = addDays(brasiliaDay(new Date()), 30);
    expect(link.expiresAt).toBe(endOfDayInBrasilia(lastDay).toISOString());
    expect(link).toMatchObject({
      views: { count: 0, firstAt: null, lastAt: null },
      downloads: { pdf: 0, docx: 0 },
      createdBy: { username: 'vendedor' },
    });

    const rows = await queryRows<{ token_hash: string; whole: string }>(
      server.database.db,
      sql`select token_hash, l::text as whole from proposal_links l where id = ${link.id}`,
    );
    expect(rows[0]?.token_hash).toBe(sha256(new TextEncoder().encode(token)));
    expect(rows[0]?.whole).not.toContain(token);

    const project = ProjectSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${draft.projectId}`)).body,
    );
    expect(project.status).toBe('SENT');
    expect((await events(draft.projectId)).map((event) => event.kind)).toEqual(
      expect.arrayContaining(['LINK_CREATED', 'STATUS_CHANGED']),
    );
    const listed = await listLinks(vendedor, draft.projectId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toEqual(ProposalLinkSchema.parse(link));
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('takes a typed end from today up to LINK_MAX_DAYS, and refuses others with a field message', async () => {
    const draft = await newProposal(vendedor, 'Links — validade');
    await issue(vendedor, draft);
    const today = brasiliaDay(new Date());
    const typed = await createLink(vendedor, draft, {
      channel: 'COPY',
      expiresOn: addDays(today, 10),
    });
    expect(typed.expiresAt).toBe(endOfDayInBrasilia(addDays(today, 10)).toISOString());
    for (const expiresOn of [addDays(today, -1), addDays(today, LINK_MAX_DAYS + 1)]) {
      const answer = await vendedor.call('POST', `${draft.path}/links`, {
        channel: 'COPY',
        expiresOn,
      });
      expect(answer.status, expiresOn).toBe(400);
      expect(ApiErrorSchema.parse(answer.body).details?.[0]?.path).toBe('expiresOn');
    }
  });
});

describe('the customer’s page', () => {
  it('shows the revision as its PDF, counts views and downloads, and tells the seller of the first view once', async () => {
    const draft = await newProposal(vendedor, 'Links — visualização');
    await issue(vendedor, draft);
    const link = await createLink(vendedor, draft);
    const token = tokenOf(link);

    const first = await view(token);
    expect(first.status).toBe('AVAILABLE');
    if (first.status !== 'AVAILABLE') return;
    expect(first).toMatchObject({ code: draft.code, expiresAt: link.expiresAt, decision: null });
    expect(first.document.proposal.code).toBe(draft.code);
    expect(first.document.proposal.issuedBy).toBeNull();
    expect(first.pdfFileName).toMatch(/\.pdf$/);
    expect(first.docxFileName).toMatch(/\.docx$/);
    const second = await view(token);
    expect(second).toMatchObject({ pdfSha256: first.pdfSha256 });

    const pdf = await publicGet(`${token}/download/pdf`);
    expect(pdf.status).toBe(200);
    expectPublicHeaders(pdf.headers);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    // The bytes served are the ones whose SHA-256 the page names.
    expect(sha256(pdf.bytes)).toBe(first.pdfSha256);
    const again = await publicGet(`${token}/download/pdf`);
    expect(sha256(again.bytes)).toBe(first.pdfSha256);
    const docx = await publicGet(`${token}/download/docx`);
    expect(docx.status).toBe(200);
    expect(Buffer.from(docx.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');

    const [listed] = await listLinks(vendedor, draft.projectId);
    expect(listed?.views.count).toBe(2);
    expect(listed?.views.firstAt).not.toBeNull();
    expect(Date.parse(listed?.views.lastAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(listed?.views.firstAt ?? ''),
    );
    expect(listed?.downloads).toEqual({ pdf: 2, docx: 1 });
    const kinds = (await events(draft.projectId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'LINK_VIEWED')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'DOCUMENT_DOWNLOADED')).toHaveLength(3);
    const notices = await queryRows<{ to: string[]; subject: string }>(
      server.database.db,
      sql`select "to", subject from notifications where dedupe_key = ${`first-view:${link.id}`}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`Proposta ${draft.code} aberta pelo cliente`);
  });

  it('answers 404 to an unknown token and 400 to a malformed one, with the public headers', async () => {
    const unknown = await publicGet('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).code).toBe('NOT_FOUND');
    expectPublicHeaders(unknown.headers);
    const malformed = await publicGet('curto');
    expect(malformed.status).toBe(400);
    expectPublicHeaders(malformed.headers);
    const download = await publicGet('AAAAAAAAAAAAAAAAAAAAAA/download/pdf');
    expect(download.status).toBe(404);
    expectPublicHeaders(download.headers);
  });

  it('says a revoked link is revoked, refuses its downloads with 410, and revokes once', async () => {
    const draft = await newProposal(vendedor, 'Links — revogação');
    await issue(vendedor, draft);
    const link = await createLink(vendedor, draft);
    const token = tokenOf(link);
    const revokePath = `/v1/projects/${draft.projectId}/proposals/links/${link.id}/revoke`;
    expect((await projetista.call('POST', revokePath)).status).toBe(404);
    const revoked = await vendedor.call('POST', revokePath);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(ProposalLinkSchema.parse(revoked.body).state).toBe('REVOKED');
    const again = await vendedor.call('POST', revokePath);
    expect(ProposalLinkSchema.parse(again.body).revokedAt).toBe(
      ProposalLinkSchema.parse(revoked.body).revokedAt,
    );
    expect(await view(token)).toEqual({ status: 'REVOKED', code: draft.code });
    const download = await publicGet(`${token}/download/pdf`);
    expect(download.status).toBe(410);
    expect(ApiErrorSchema.parse(download.body).code).toBe('LINK_UNAVAILABLE');
    expectPublicHeaders(download.headers);
    const kinds = (await events(draft.projectId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'LINK_REVOKED')).toHaveLength(1);
    expect(kinds).not.toContain('LINK_VIEWED');
  });

  it('says an expired link expired, and refuses its downloads with 410', async () => {
    const draft = await newProposal(vendedor, 'Links — expiração');
    await issue(vendedor, draft);
    const link = await createLink(vendedor, draft);
    const token = tokenOf(link);
    await server.database.db.execute(
      sql`update proposal_links set expires_at = now() - interval '1 minute' where id = ${link.id}`,
    );
    const page = await view(token);
    expect(page).toMatchObject({ status: 'EXPIRED', code: draft.code });
    expect((await publicGet(`${token}/download/docx`)).status).toBe(410);
    expect((await listLinks(vendedor, draft.projectId))[0]?.state).toBe('EXPIRED');
  });

  it('supersedes the older revisions’ open links on a link to a newer one, except an accepted revision’s; the old page leads to the new revision', async () => {
    const r0 = await newProposal(vendedor, 'Links — substituição');
    const r1 = await issue(vendedor, r0);
    const oldLink = await createLink(vendedor, r0);
    const oldToken = tokenOf(oldLink);
    const r2 = await issue(vendedor, r1);
    expect((await view(oldToken)).status).toBe('AVAILABLE');
    // Successor of a link that is still the current one: nothing to follow.
    expect((await publicPost(`${oldToken}/successor`)).status).toBe(409);

    const newLink = await createLink(vendedor, r1);
    expect(await view(oldToken)).toEqual({
      status: 'SUPERSEDED',
      code: r0.code,
      successorCode: r1.code,
    });
    expect((await publicGet(`${oldToken}/download/pdf`)).status).toBe(410);
    const states = new Map((await listLinks(vendedor, r0.projectId)).map((l) => [l.id, l.state]));
    expect(states.get(oldLink.id)).toBe('SUPERSEDED');
    expect(states.get(newLink.id)).toBe('ACTIVE');

    const successor = await publicPost(`${oldToken}/successor`);
    expect(successor.status, JSON.stringify(successor.body)).toBe(201);
    expectPublicHeaders(successor.headers);
    const next = PublicSuccessorSchema.parse(successor.body).token;
    expect(await view(next)).toMatchObject({ status: 'AVAILABLE', code: r1.code });

    // An accepted revision's link is the customer's record: never superseded nor revoked.
    await server.database.db.execute(
      sql`insert into proposal_decisions (proposal_id, link_id, kind, code, ip, user_agent)
          values (${r1.proposalId}, ${newLink.id}, 'ACCEPTED', ${r1.code}, '127.0.0.1', 'teste')`,
    );
    await issue(vendedor, r2);
    await createLink(vendedor, r2);
    expect((await view(tokenOf(newLink))).status).toBe('AVAILABLE');
    const refused = await vendedor.call(
      'POST',
      `/v1/projects/${r0.projectId}/proposals/links/${newLink.id}/revoke`,
    );
    expect(refused.status).toBe(409);
    // The successor link (not the accepted one's own) was superseded by R2's.
    expect(await view(next)).toMatchObject({ status: 'AVAILABLE' });
  });
});

describe('the e-mail’s link', () => {
  const sendBody = {
    to: [CUSTOMER_EMAIL],
    cc: [],
    subject: 'Proposta',
    message: 'Segue a proposta.',
  };

  it('carries a new link by default: its address and end in the text, stored with the message', async () => {
    const draft = await newProposal(vendedor, 'Links — e-mail');
    await issue(vendedor, draft);
    const before = inbox.received.length;
    const answer = await vendedor.call('POST', `${draft.path}/send`, sendBody);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const message = ProposalMessageSchema.parse(answer.body);
    expect(message.linkId).not.toBeNull();
    // The customer's message (the users' notices, delivered by the job queue, may arrive between).
    const text = customerMail(before)?.mail.text ?? '';
    const url = /http\S+\/proposta\/([A-Za-z0-9_-]{22})/.exec(text);
    expect(url, text).not.toBeNull();
    const lastDay = addDays(brasiliaDay(new Date()), 30).split('-').reverse().join('/');
    expect(text).toContain(`O link fica disponível até ${lastDay}.`);
    expect(message.message).toContain(url?.[0] ?? '');
    const [link] = await listLinks(vendedor, draft.projectId);
    expect(link).toMatchObject({ id: message.linkId, channel: 'EMAIL', state: 'ACTIVE' });
    const rows = await queryRows<{ message_id: number; customer_email: string }>(
      server.database.db,
      sql`select message_id, customer_email from proposal_links where id = ${message.linkId}`,
    );
    expect(rows[0]).toEqual({ message_id: message.id, customer_email: CUSTOMER_EMAIL });
    expect(await view(url?.[1] ?? '')).toMatchObject({ status: 'AVAILABLE', code: draft.code });
    const sent = (await events(draft.projectId)).find((event) => event.kind === 'PROPOSAL_SENT');
    expect(sent?.details.linkId).toBe(message.linkId);
  });

  it('carries none with `link: null`, and refuses an end out of bounds on `link.expiresOn`, nothing stored', async () => {
    const draft = await newProposal(vendedor, 'Links — e-mail sem link');
    await issue(vendedor, draft);
    const refused = await vendedor.call('POST', `${draft.path}/send`, {
      ...sendBody,
      link: { expiresOn: addDays(brasiliaDay(new Date()), LINK_MAX_DAYS + 1) },
    });
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(refused.body).details?.[0]?.path).toBe('link.expiresOn');
    const before = inbox.received.length;
    const answer = await vendedor.call('POST', `${draft.path}/send`, { ...sendBody, link: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(ProposalMessageSchema.parse(answer.body).linkId).toBeNull();
    expect(customerMail(before)?.mail.text).not.toContain('/proposta/');
    expect(await listLinks(vendedor, draft.projectId)).toEqual([]);
  });
});

describe('the customer’s request limit', () => {
  it('limits /v1/public/* per address under any spelling of the path; the 429 carries the public headers', async () => {
    const limited = await startTestServer({
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_PER_MINUTE: '3' },
    });
    try {
      const get = (path: string, address: string) =>
        fetch(`${limited.baseUrl}${path}`, { headers: { 'x-forwarded-for': address } });
      const unknown = '/v1/public/proposal-links/AAAAAAAAAAAAAAAAAAAAAA';
      expect((await get(unknown, '203.0.113.7')).status).toBe(404);
      expect((await get(unknown, '203.0.113.7')).status).toBe(404);
      // Another spelling of the same route spends the same allowance.
      expect(
        (await get('/v1/public/proposal-links/%41AAAAAAAAAAAAAAAAAAAAA', '203.0.113.7')).status,
      ).toBe(404);
      const over = await get(unknown, '203.0.113.7');
      expect(over.status).toBe(429);
      expect(ApiErrorSchema.parse(await over.json()).code).toBe('RATE_LIMITED');
      expectPublicHeaders(over.headers);
      expect((await get(unknown, '203.0.113.8')).status).toBe(404);
      // The signed-in API keeps its own allowance at that address.
      const user = await signInAs(limited, 'vendedor');
      const me = await user.call('GET', '/v1/me', undefined, { 'x-forwarded-for': '203.0.113.7' });
      expect(me.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
