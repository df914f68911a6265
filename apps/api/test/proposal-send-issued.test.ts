import { execFileSync } from 'node:child_process';
import {
  ApiErrorSchema,
  ProjectSchema,
  ProposalMessageListSchema,
  ProposalMessageSchema,
  ProposalSchema,
  type ProjectStatus,
} from '@camara-fria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  newTypedProposal,
  setProjectStatus,
  type ProposalTarget,
} from './support/typed-proposal.ts';

/**
 * Issue 29 item 2 and its "Sending" rule (docs/decisions/063), over real HTTP on a real database
 * with a real SMTP server in the process: only an issued revision is sent; a draft's PDF says
 * RASCUNHO; a send moves the project to ENVIADO unless it is further on; the project's owner and
 * every editor see its sends.
 */

const CLIENT_EMAIL = 'compras@caxias.example.com';

let inbox: Inbox;
let server: TestServer;
let vendedor: UserClient;
let projetista: UserClient;
let editor: UserClient;

type Target = ProposalTarget;

const newProposal = (owner: UserClient, name: string) =>
  newTypedProposal(owner, name, { name: 'Frigorífico Serra Gaúcha', email: CLIENT_EMAIL });

/** Issues the draft: the same id is now the issued revision (ADR 029). */
async function issue(user: UserClient, target: Target): Promise<void> {
  const answer = await user.call('POST', `${target.path}/revisions`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function projectStatus(user: UserClient, projectId: number): Promise<ProjectStatus> {
  const answer = await user.call('GET', `/v1/projects/${projectId}`);
  expect(answer.status).toBe(200);
  return ProjectSchema.parse(answer.body).status;
}

const sendBody = { to: [CLIENT_EMAIL], cc: [], subject: 'Proposta', message: 'Segue a proposta.' };

async function downloadPdfText(user: UserClient, path: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}/download/pdf`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
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

describe('only an issued revision is sent', () => {
  it('refuses to send a draft with 409 REVISION_NOT_ISSUED: nothing stored or delivered, the draft and the project unchanged', async () => {
    const target = await newProposal(vendedor, 'Caxias — rascunho');
    const before = inbox.received.length;
    const answer = await vendedor.call('POST', `${target.path}/send`, sendBody);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(ApiErrorSchema.parse(answer.body)).toEqual({
      code: 'REVISION_NOT_ISSUED',
      message: `A revisão ${target.code} está em edição: somente uma revisão emitida pode ser enviada. Emita a revisão e envie-a.`,
    });
    expect(inbox.received).toHaveLength(before);
    const messages = await vendedor.call('GET', `${target.path}/messages`);
    expect(ProposalMessageListSchema.parse(messages.body).items).toEqual([]);
    const current = ProposalSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${target.projectId}/proposals/current`)).body,
    );
    expect(current).toMatchObject({ id: target.proposalId, status: 'DRAFT' });
    expect(await projectStatus(vendedor, target.projectId)).toBe('PENDING');
  });

  it('sends the issued revision: its PDF is the issued one, without RASCUNHO', async () => {
    const target = await newProposal(vendedor, 'Caxias — emitida');
    expect(await downloadPdfText(vendedor, target.path)).toContain('RASCUNHO');
    await issue(vendedor, target);
    expect(await downloadPdfText(vendedor, target.path)).not.toContain('RASCUNHO');
    const before = inbox.received.length;
    const answer = await vendedor.call('POST', `${target.path}/send`, sendBody);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(ProposalMessageSchema.parse(answer.body)).toMatchObject({
      code: target.code,
      status: 'SENT',
    });
    expect(inbox.received).toHaveLength(before + 1);
    const attachment = inbox.received[before]?.mail.attachments[0];
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: attachment?.content,
    }).toString('utf8');
    expect(text).toContain(target.code);
    expect(text).toContain('emitida em');
    expect(text).not.toContain('RASCUNHO');
  });
});

describe('a send moves the project to ENVIADO unless it is further on', () => {
  it('PENDENTE becomes ENVIADO with the send', async () => {
    const target = await newProposal(vendedor, 'Caxias — pendente');
    expect(await projectStatus(vendedor, target.projectId)).toBe('PENDING');
    await issue(vendedor, target);
    expect(await projectStatus(vendedor, target.projectId)).toBe('PENDING');
    const answer = await vendedor.call('POST', `${target.path}/send`, sendBody);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await projectStatus(vendedor, target.projectId)).toBe('SENT');
  });

  it.each(['SENT', 'IN_REVIEW', 'CLOSED_WON', 'CLOSED_LOST'] as const)(
    'a project %s keeps its status',
    async (status) => {
      const target = await newProposal(editor, `Caxias — ${status}`);
      await setProjectStatus(editor, target.projectId, status);
      await issue(editor, target);
      const answer = await editor.call('POST', `${target.path}/send`, sendBody);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(await projectStatus(editor, target.projectId)).toBe(status);
    },
  );

  it('a refused send (a draft) leaves the status as it was', async () => {
    const target = await newProposal(vendedor, 'Caxias — recusado');
    expect((await vendedor.call('POST', `${target.path}/send`, sendBody)).status).toBe(409);
    expect(await projectStatus(vendedor, target.projectId)).toBe('PENDING');
  });
});

describe('the send history is the project’s', () => {
  it('the owner sees (and downloads) the send an editor made; another seller gets 404', async () => {
    const target = await newProposal(vendedor, 'Caxias — histórico');
    await issue(vendedor, target);
    const sent = await editor.call('POST', `${target.path}/send`, sendBody);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const byEditor = ProposalMessageSchema.parse(sent.body);

    const owner = await vendedor.call('GET', `${target.path}/messages`);
    expect(owner.status).toBe(200);
    expect(
      ProposalMessageListSchema.parse(owner.body).items.map((item) => [
        item.id,
        item.sentBy.username,
      ]),
    ).toEqual([[byEditor.id, 'editor']]);
    const eml = await fetch(`${server.baseUrl}${target.path}/messages/${byEditor.id}/eml`, {
      headers: { authorization: `Bearer ${vendedor.accessToken}` },
    });
    expect(eml.status).toBe(200);

    const other = await projetista.call('GET', `${target.path}/messages`);
    expect(other.status).toBe(404);
    expect(ApiErrorSchema.parse(other.body).code).toBe('NOT_FOUND');
    const otherEml = await projetista.call('GET', `${target.path}/messages/${byEditor.id}/eml`);
    expect(otherEml.status).toBe(404);
  });

  it('every editor sees the owner’s sends', async () => {
    const target = await newProposal(vendedor, 'Caxias — editores');
    await issue(vendedor, target);
    const sent = ProposalMessageSchema.parse(
      (await vendedor.call('POST', `${target.path}/send`, sendBody)).body,
    );
    const list = await editor.call('GET', `${target.path}/messages`);
    expect(ProposalMessageListSchema.parse(list.body).items.map((item) => item.id)).toEqual([
      sent.id,
    ]);
  });
});
