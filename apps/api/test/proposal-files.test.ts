import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { ProjectSchema, ProposalMessageSchema, ProposalSchema } from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { insertAcceptedDecision } from './support/proposal-decisions.ts';
import { queryRows } from './support/query-rows.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 31 (docs/decisions/075), over real HTTP on a real database: an issued revision's documents
 * are rendered once and stored with their SHA-256, so every download (and the e-mail's
 * attachment) is the same bytes the customer's page names; concurrent first downloads store one;
 * an accepted revision's PDF ends with the acceptance record while the original's SHA-256 stays;
 * a draft is still rendered fresh, marked RASCUNHO, and never stored.
 */

const CLIENT_EMAIL = 'compras@serra.example.com';

let inbox: Inbox;
let server: TestServer;
let vendedor: UserClient;
let editor: UserClient;

type Revision = { projectId: number; id: number; code: string; path: string };

async function newRevision(name: string, { issued = true } = {}): Promise<Revision> {
  const project = await vendedor.call('POST', '/v1/projects', {
    name,
    customer: { name: 'Frigorífico Serra', email: CLIENT_EMAIL, address: {} },
  });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const room = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara 1', calculationType: 2, typedTotalKcalh: 12_000 }),
  );
  expect(room.status, JSON.stringify(room.body)).toBe(201);
  const created = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(created.status).toBe(201);
  const draft = ProposalSchema.parse(created.body);
  const path = `/v1/projects/${projectId}/proposals/${draft.id}`;
  if (issued) {
    const answer = await vendedor.call('POST', `${path}/revisions`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  return { projectId, id: draft.id, code: draft.code, path };
}

async function download(user: UserClient, revision: Revision, format: 'pdf' | 'docx') {
  const response = await fetch(`${server.baseUrl}${revision.path}/download/${format}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Each page's text as poppler reads it, break opportunities (U+200B) removed. */
function pdfPages(pdf: Uint8Array): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replaceAll('\u200b', '');
  const pages = text.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

type FileRow = { format: string; sha256: string; bytes: number };
async function storedFiles(proposalId: number): Promise<FileRow[]> {
  return queryRows<FileRow>(
    server.database.db,
    sql`select format, sha256, length(bytes)::int as bytes from proposal_files
        where proposal_id = ${proposalId} order by format`,
  );
}

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
  [vendedor, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'editor'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('an issued revision’s documents are rendered once and stored', () => {
  it('two downloads are the same bytes, whose SHA-256 is the one stored', async () => {
    const revision = await newRevision('Serra — duas vezes');
    const first = await download(vendedor, revision, 'pdf');
    const second = await download(editor, revision, 'pdf');
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const docx = await download(editor, revision, 'docx');
    expect(Buffer.from(await download(editor, revision, 'docx')).equals(Buffer.from(docx))).toBe(
      true,
    );
    expect(await storedFiles(revision.id)).toEqual([
      { format: 'docx', sha256: sha256(docx), bytes: docx.byteLength },
      { format: 'pdf', sha256: sha256(first), bytes: first.byteLength },
    ]);
  });

  it('two concurrent first downloads store one file, and both serve it', async () => {
    const revision = await newRevision('Serra — ao mesmo tempo');
    const [one, other] = await Promise.all([
      download(vendedor, revision, 'pdf'),
      download(editor, revision, 'pdf'),
    ]);
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(true);
    expect(await storedFiles(revision.id)).toEqual([
      { format: 'pdf', sha256: sha256(one), bytes: one.byteLength },
    ]);
  });

  it('the e-mail carries the stored PDF', async () => {
    const revision = await newRevision('Serra — enviada');
    const pdf = await download(vendedor, revision, 'pdf');
    const before = inbox.received.length;
    const sent = await vendedor.call('POST', `${revision.path}/send`, {
      to: [CLIENT_EMAIL],
      cc: [],
      subject: 'Proposta',
      message: 'Segue a proposta.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(ProposalMessageSchema.parse(sent.body)).toMatchObject({
      code: revision.code,
      status: 'SENT',
    });
    const attachment = inbox.received[before]?.mail.attachments[0];
    expect(attachment).toBeDefined();
    expect(sha256(new Uint8Array(attachment?.content ?? []))).toBe(sha256(pdf));
  });

  it('an accepted revision’s PDF ends with the acceptance record; the original’s SHA-256 stays', async () => {
    const revision = await newRevision('Serra — aceita');
    const original = await download(vendedor, revision, 'pdf');
    const originalSha = sha256(original);
    await insertAcceptedDecision(server.database, revision.id, {
      code: revision.code,
      name: 'Joana Prado Moreira',
      cpf: '52998224725',
      role: null,
      email: 'joana@serra.example.com',
      ip: '203.0.113.45',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      pdfSha256: originalSha,
      decidedAt: '2026-11-24T17:05:09.000Z',
    });
    const accepted = await download(vendedor, revision, 'pdf');
    expect(Buffer.from(await download(editor, revision, 'pdf')).equals(Buffer.from(accepted))).toBe(
      true,
    );
    const pages = pdfPages(accepted);
    expect(pages.length).toBe(pdfPages(original).length + 1);
    const record = (pages.at(-1) ?? '').replace(/\s+/g, ' ');
    for (const expected of [
      'Registro de aceite eletrônico',
      revision.code,
      'Joana Prado Moreira',
      '529.982.247-25',
      'joana@serra.example.com',
      '24/11/2026 14:05:09',
      '203.0.113.45',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      originalSha,
      'Lei nº 14.063/2020',
    ])
      expect(record, expected).toContain(expected);
    expect(await storedFiles(revision.id)).toEqual([
      { format: 'accepted-pdf', sha256: sha256(accepted), bytes: accepted.byteLength },
      { format: 'pdf', sha256: originalSha, bytes: original.byteLength },
    ]);
    // The original PDF, the one accepted, has no record.
    expect(pdfPages(original).join('')).not.toContain('Registro de aceite');
  });

  it('a draft is still rendered fresh, marked RASCUNHO, and never stored', async () => {
    const draft = await newRevision('Serra — rascunho', { issued: false });
    const pdf = await download(vendedor, draft, 'pdf');
    expect(pdfPages(pdf).join('')).toContain('RASCUNHO');
    expect(await storedFiles(draft.id)).toEqual([]);
  });
});
