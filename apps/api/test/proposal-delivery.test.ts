import { execFileSync } from 'node:child_process';
import {
  ApiErrorSchema,
  ProjectSchema,
  ProposalMessageListSchema,
  ProposalMessageSchema,
  ProposalSchema,
  RoomSchema,
  SendDefaultsSchema,
  type ProposalMessage,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type ApiAnswer, type UserClient } from './support/api-client.ts';
import { startInbox, type Inbox, type Received } from './support/smtp-inbox.ts';
import { findFreePort, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Documents and e-mail of a proposal (issue 15, docs/decisions/033), over real HTTP on a real
 * database, with a real SMTP server in the process (smtp-server) receiving what nodemailer sends.
 */

const PROJECT_NAME = 'Açougue São João';
const ROOM_NAME = 'Câmara de resfriados';
const CLIENT_EMAIL = 'compras@frigorifico.example.com';
const EDITOR_TEXT = 'Texto exclusivo do editor para o cliente';

let inbox: Inbox;
/** SMTP_URL = the inbox. */
let server: TestServer;
let vendedor: UserClient;
let projetista: UserClient;
let editor: UserClient;
let projectId: number;
let proposalId: number;
let code: string;

/**
 * A project with one room and its proposal's R0; issued unless `isIssued` is false (only an
 * issued revision is sent, docs/decisions/063; the path stays the issued revision's).
 */
async function newProposal(user: UserClient, name: string, isIssued = true) {
  const project = await user.call('POST', '/v1/projects', {
    name,
    customer: { name: 'Frigorífico Boa Vista', email: CLIENT_EMAIL, address: {} },
  });
  expect(project.status).toBe(201);
  const id = ProjectSchema.parse(project.body).id;
  const room = await user.call(
    'POST',
    `/v1/projects/${id}/rooms`,
    buildChilledRoom({ name: ROOM_NAME, calculationType: 2, typedTotalKcalh: 12_000 }),
  );
  expect(room.status).toBe(201);
  RoomSchema.parse(room.body);
  const proposal = await user.call('POST', `/v1/projects/${id}/proposals`);
  expect(proposal.status).toBe(201);
  const parsed = ProposalSchema.parse(proposal.body);
  if (isIssued) await issue(user, id, parsed.id);
  return { projectId: id, proposalId: parsed.id, code: parsed.code };
}

async function issue(user: UserClient, project: number, proposal: number) {
  const issued = await user.call('POST', `${revision(project, proposal)}/revisions`, {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
}

const revision = (project = projectId, proposal = proposalId) =>
  `/v1/projects/${project}/proposals/${proposal}`;

/** A download as bytes, with its headers. */
async function download(user: UserClient, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  return { status: response.status, headers: response.headers, bytes: await response.bytes() };
}

function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
}

function expectError(answer: ApiAnswer, status: number, code: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

const sendBody = (overrides: object = {}) => ({
  to: [CLIENT_EMAIL],
  cc: ['gerente@frigorifico.example.com'],
  subject: `Proposta — ${PROJECT_NAME}`,
  message: 'Prezado cliente,\nsegue a proposta em anexo.\nAtenciosamente.',
  ...overrides,
});

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
  [vendedor, projetista, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'projetista'),
    signInAs(server, 'editor'),
  ]);
  ({ projectId, proposalId, code } = await newProposal(vendedor, PROJECT_NAME, false));
  // An editor-only section with a text of its own: the customer's documents carry it.
  const presentation = await editor.call('GET', `${revision()}/presentation`);
  expect(presentation.status).toBe(200);
  const saved = await editor.call('PUT', `${revision()}/presentation`, {
    templateId: null,
    text: EDITOR_TEXT,
    version: (presentation.body as { version: number }).version,
  });
  expect(saved.status).toBe(200);
  // The revision downloaded and sent below is the issued R0.
  await issue(vendedor, projectId, proposalId);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('GET …/download/{format}', () => {
  it('answers the PDF of the revision to its seller: headers, %PDF, the code, a room and the editor’s sections', async () => {
    const answer = await download(vendedor, `${revision()}/download/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const fileName = `Proposta ${code} - ${PROJECT_NAME}.pdf`;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Proposta ${code} - Acougue Sao Joao.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(answer.headers.get('content-disposition')).toContain(
      'A%C3%A7ougue%20S%C3%A3o%20Jo%C3%A3o',
    );
    expect(Buffer.from(answer.bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    const text = pdfText(answer.bytes);
    expect(text).toContain(code);
    expect(text).toContain(ROOM_NAME);
    // The customer's document is whole, whoever downloads it (the JSON hides it from a seller).
    expect(text).toContain(EDITOR_TEXT);
    const json = await vendedor.call<{ presentation: unknown }>('GET', `${revision()}/document`);
    expect(json.body.presentation).toBeNull();
  });

  it('answers the DOCX to an editor (a zip), and 403 to a seller', async () => {
    const answer = await download(editor, `${revision()}/download/docx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(answer.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Proposta ${code} - ${PROJECT_NAME}.docx`)}`,
    );
    expect(Buffer.from(answer.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    const seller = await vendedor.call('GET', `${revision()}/download/docx`);
    expectError(seller, 403, 'FORBIDDEN', 'Somente editores podem baixar o DOCX.');
  });

  it('answers 404 to another seller, for both formats and the e-mail routes', async () => {
    for (const path of [
      `${revision()}/download/pdf`,
      `${revision()}/download/docx`,
      `${revision()}/send-defaults`,
      `${revision()}/messages`,
    ]) {
      expectError(await projetista.call('GET', path), 404, 'NOT_FOUND');
    }
    expectError(await projetista.call('POST', `${revision()}/send`, sendBody()), 404, 'NOT_FOUND');
    expect(inbox.received).toHaveLength(0);
  });

  it('answers 404 for a revision of another project and 400 for an unknown format', async () => {
    const other = await newProposal(vendedor, 'Outro projeto');
    expectError(
      await vendedor.call('GET', `${revision(projectId, other.proposalId)}/download/pdf`),
      404,
      'NOT_FOUND',
    );
    expectError(await vendedor.call('GET', `${revision()}/download/odt`), 400, 'VALIDATION_FAILED');
  });
});

describe('sending by e-mail', () => {
  it('starts the form with the client’s e-mail, a subject naming the proposal and the file name', async () => {
    const answer = await vendedor.call('GET', `${revision()}/send-defaults`);
    expect(answer.status).toBe(200);
    const defaults = SendDefaultsSchema.parse(answer.body);
    expect(defaults.to).toEqual([CLIENT_EMAIL]);
    expect(defaults.subject).toBe(`Proposta ${code} — ${PROJECT_NAME}`);
    expect(defaults.message).toContain(code);
    expect(defaults.attachmentName).toBe(`Proposta ${code} - ${PROJECT_NAME}.pdf`);
  });

  it('delivers the message with the PDF attached through SMTP_URL, and lists it as SENT', async () => {
    const before = inbox.received.length;
    const answer = await vendedor.call('POST', `${revision()}/send`, sendBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const message = ProposalMessageSchema.parse(answer.body);
    expect(message).toMatchObject({
      proposalId,
      code,
      to: [CLIENT_EMAIL],
      cc: ['gerente@frigorifico.example.com'],
      status: 'SENT',
      error: null,
      attempts: 1,
      attachmentName: `Proposta ${code} - ${PROJECT_NAME}.pdf`,
      sentBy: { username: 'vendedor' },
    });

    expect(inbox.received).toHaveLength(before + 1);
    const { mail, recipients } = inbox.received[before] as Received;
    expect(mail.subject).toBe(`Proposta — ${PROJECT_NAME}`);
    expect(recipients.sort()).toEqual([CLIENT_EMAIL, 'gerente@frigorifico.example.com'].sort());
    // The typed message, then the customer link's paragraph (issue 31: a send carries a link
    // unless `link: null`; proposal-links.test.ts checks the link itself).
    expect(mail.text?.trim()).toMatch(
      /^Prezado cliente,\nsegue a proposta em anexo\.\nAtenciosamente\.\n\nPara ver a proposta, baixar o PDF e aceitá-la ou recusá-la online, acesse:\nhttp\S+\/proposta\/[A-Za-z0-9_-]{22}\nO link fica disponível até \d{2}\/\d{2}\/\d{4}\.$/,
    );
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`Proposta ${code} - ${PROJECT_NAME}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfText(new Uint8Array(attachment?.content ?? []))).toContain(code);

    const list = await vendedor.call('GET', `${revision()}/messages`);
    expect(list.status).toBe(200);
    const items = ProposalMessageListSchema.parse(list.body).items;
    expect(items.map((item) => [item.id, item.status])).toContainEqual([message.id, 'SENT']);

    expectError(
      await vendedor.call('POST', `${revision()}/messages/${message.id}/retry`),
      409,
      'CONFLICT',
      'Esta mensagem já foi enviada.',
    );
  });

  it('shows the project’s owner and the editors every message of its proposal (ADR 063)', async () => {
    const byEditor = ProposalMessageSchema.parse(
      (await editor.call('POST', `${revision()}/send`, sendBody({ cc: [] }))).body,
    );
    const seller = ProposalMessageListSchema.parse(
      (await vendedor.call('GET', `${revision()}/messages`)).body,
    ).items;
    expect(seller.map((item) => item.sentBy.username)).toContain('vendedor');
    expect(seller.map((item) => item.id)).toContain(byEditor.id);
    const all = ProposalMessageListSchema.parse(
      (await editor.call('GET', `${revision()}/messages`)).body,
    ).items;
    expect(all).toEqual(seller);
    const eml = await download(vendedor, `${revision()}/messages/${byEditor.id}/eml`);
    expect(eml.status).toBe(200);
  });

  it('answers 400 in Portuguese for bad addresses and an empty list, and stores nothing', async () => {
    const before = inbox.received.length;
    const bad = expectError(
      await vendedor.call('POST', `${revision()}/send`, sendBody({ to: ['nao-e-email'] })),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.details).toContainEqual({ path: 'to.0', message: 'E-mail inválido.' });
    const badCc = expectError(
      await vendedor.call('POST', `${revision()}/send`, sendBody({ cc: ['a@b.com, c@d.com'] })),
      400,
      'VALIDATION_FAILED',
    );
    expect(badCc.details).toContainEqual({ path: 'cc.0', message: 'E-mail inválido.' });
    const empty = expectError(
      await vendedor.call('POST', `${revision()}/send`, sendBody({ to: [] })),
      400,
      'VALIDATION_FAILED',
    );
    expect(empty.details).toContainEqual({
      path: 'to',
      message: 'Informe ao menos um destinatário.',
    });
    expect(inbox.received).toHaveLength(before);
  });

  it('lets no field add a header: a line break in the subject is refused, in the body or a name it stays text', async () => {
    const injected = expectError(
      await vendedor.call(
        'POST',
        `${revision()}/send`,
        sendBody({ subject: 'Proposta\r\nBcc: espiao@evil.example' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(injected.details).toContainEqual({
      path: 'subject',
      message: 'O assunto deve ter uma só linha.',
    });
    const crafted = await newProposal(vendedor, 'Obra "X"; X-Injetado: 1 <b>');
    const before = inbox.received.length;
    const answer = await vendedor.call(
      'POST',
      `${revision(crafted.projectId, crafted.proposalId)}/send`,
      sendBody({
        subject: 'Assunto com =?UTF-8?B?QmNjOiBl?= e ção',
        message: 'Linha 1\r\nBcc: espiao@evil.example\r\n\r\nX-Injetado: sim\n.\nfim',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(ProposalMessageSchema.parse(answer.body).status).toBe('SENT');
    const { mail, recipients } = inbox.received[before] as Received;
    expect(recipients.sort()).toEqual([CLIENT_EMAIL, 'gerente@frigorifico.example.com'].sort());
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injetado')).toBe(false);
    expect(mail.text).toContain('Bcc: espiao@evil.example');
    expect(mail.attachments[0]?.filename).toContain('X-Injetado');
    expect(mail.attachments).toHaveLength(1);
  });
});

describe('a failing SMTP server loses nothing', () => {
  let down: TestServer;
  let laterInbox: Inbox | undefined;
  let port: number;
  let seller: UserClient;
  let target: { projectId: number; proposalId: number; code: string };

  beforeAll(async () => {
    port = await findFreePort();
    down = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    seller = await signInAs(down, 'vendedor');
    target = await newProposal(seller, PROJECT_NAME);
  });
  afterAll(async () => {
    await down?.close();
    await laterInbox?.close();
  });

  it('answers 201 FAILED with a Portuguese reason, keeps the message, and a retry once the server is up sends it', async () => {
    const path = `/v1/projects/${target.projectId}/proposals/${target.proposalId}`;
    const answer = await seller.call('POST', `${path}/send`, sendBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const failed = ProposalMessageSchema.parse(answer.body);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe('O servidor de e-mail não respondeu (ECONNREFUSED).');
    expect(failed.attempts).toBe(1);
    const listed = ProposalMessageListSchema.parse(
      (await seller.call('GET', `${path}/messages`)).body,
    );
    expect(listed.items.map((item) => [item.id, item.status])).toEqual([[failed.id, 'FAILED']]);

    laterInbox = await startInbox({ port });
    const retried = await seller.call('POST', `${path}/messages/${failed.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const sent: ProposalMessage = ProposalMessageSchema.parse(retried.body);
    expect(sent).toMatchObject({ id: failed.id, status: 'SENT', error: null, attempts: 2 });
    expect(laterInbox.received).toHaveLength(1);
    const [attachment] = laterInbox.received[0]?.mail.attachments ?? [];
    expect(attachment?.filename).toBe(`Proposta ${target.code} - ${PROJECT_NAME}.pdf`);
  });
});

describe('without SMTP_URL: the embedded outbox', () => {
  let outbox: TestServer;
  let seller: UserClient;
  let other: UserClient;

  beforeAll(async () => {
    outbox = await startTestServer();
    [seller, other] = await Promise.all([
      signInAs(outbox, 'vendedor'),
      signInAs(outbox, 'projetista'),
    ]);
  });
  afterAll(async () => {
    await outbox?.close();
  });

  it('keeps the message as OUTBOX, its .eml parses back with the PDF attached', async () => {
    const target = await newProposal(seller, PROJECT_NAME);
    const path = `/v1/projects/${target.projectId}/proposals/${target.proposalId}`;
    const answer = await seller.call('POST', `${path}/send`, sendBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const kept = ProposalMessageSchema.parse(answer.body);
    expect(kept).toMatchObject({ status: 'OUTBOX', error: null, attempts: 0, code: target.code });

    const eml = await fetch(`${outbox.baseUrl}${path}/messages/${kept.id}/eml`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(eml.status).toBe(200);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(eml.headers.get('content-disposition')).toBe(
      `attachment; filename="Proposta ${target.code}.eml"; filename*=UTF-8''${encodeURIComponent(`Proposta ${target.code}.eml`)}`,
    );
    const mail = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(mail.subject).toBe(`Proposta — ${PROJECT_NAME}`);
    expect(mail.attachments[0]?.filename).toBe(`Proposta ${target.code} - ${PROJECT_NAME}.pdf`);
    expect(mail.attachments[0]?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');

    expectError(await other.call('GET', `${path}/messages/${kept.id}/eml`), 404, 'NOT_FOUND');
    expectError(await seller.call('POST', `${path}/messages/${kept.id}/retry`), 409, 'CONFLICT');
  });
});
