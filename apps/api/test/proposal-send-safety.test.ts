import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  ProjectSchema,
  ProposalMessageListSchema,
  ProposalMessageSchema,
  ProposalSchema,
  RoomSchema,
  type ProposalMessage,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type ApiAnswer, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { findFreePort, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 26 finding 4: a proposal e-mail is delivered once however many retries race (an attempt
 * claims the message atomically: SENDING with a lease), over real HTTP on a real database and
 * a real SMTP server (docs/decisions/044).
 */

const CLIENT_EMAIL = 'compras@frigorifico.example.com';

type Revision = { projectId: number; proposalId: number; path: string };

/** POST …/send of a revision, with an Idempotency-Key when one is given. */
const send = (user: UserClient, target: Revision, body: object, key?: string) =>
  user.call(
    'POST',
    `${target.path}/send`,
    body,
    key === undefined ? {} : { 'idempotency-key': key },
  );

/** A project with one room and its proposal's R0 issued (the revision sent). */
async function newRevision(user: UserClient, name: string): Promise<Revision> {
  const project = await user.call('POST', '/v1/projects', {
    name,
    customer: { name: 'Frigorífico Boa Vista', email: CLIENT_EMAIL, address: {} },
  });
  expect(project.status).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const room = await user.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara', calculationType: 2, typedTotalKcalh: 12_000 }),
  );
  expect(room.status).toBe(201);
  RoomSchema.parse(room.body);
  const proposal = await user.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(proposal.status).toBe(201);
  const proposalId = ProposalSchema.parse(proposal.body).id;
  const path = `/v1/projects/${projectId}/proposals/${proposalId}`;
  // Only an issued revision is sent (docs/decisions/063): R0 is issued, R1 opens as the draft.
  const issued = await user.call('POST', `${path}/revisions`, {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return { projectId, proposalId, path };
}

const sendBody = (subject: string, overrides: object = {}) => ({
  to: [CLIENT_EMAIL],
  cc: [],
  subject,
  message: 'Prezado cliente,\nsegue a proposta em anexo.',
  ...overrides,
});

function expectError(answer: ApiAnswer, status: number, code: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

async function listMessages(user: UserClient, revision: Revision): Promise<ProposalMessage[]> {
  const answer = await user.call('GET', `${revision.path}/messages`);
  expect(answer.status).toBe(200);
  return ProposalMessageListSchema.parse(answer.body).items;
}

const BEING_SENT = 'Esta mensagem está sendo enviada. Atualize a lista.';

describe('retries racing for one message deliver it once', () => {
  let server: TestServer;
  let inbox: Inbox | undefined;
  let seller: UserClient;
  let revision: Revision;
  let inFlightMessage: ProposalMessage;
  let burst: ProposalMessage[];
  let leased: ProposalMessage[];
  /** While set, the inbox holds every message until it resolves (a slow mail server). */
  let gate: Promise<void> | null = null;

  /** Sends `count` messages while no SMTP server listens: each is stored FAILED. */
  async function failedMessages(count: number, label: string): Promise<ProposalMessage[]> {
    const messages: ProposalMessage[] = [];
    for (let index = 0; index < count; index += 1) {
      const answer = await seller.call(
        'POST',
        `${revision.path}/send`,
        sendBody(`${label} ${index}`),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const message = ProposalMessageSchema.parse(answer.body);
      expect(message.status).toBe('FAILED');
      messages.push(message);
    }
    return messages;
  }

  const subjectsReceived = (label: string) =>
    (inbox?.received ?? [])
      .map((item) => item.mail.subject ?? '')
      .filter((subject) => subject.startsWith(label));

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT: 'off' },
    });
    seller = await signInAs(server, 'vendedor');
    revision = await newRevision(seller, 'Entrega única');
    // Sent while no SMTP server listens (each FAILED), then the server comes up.
    [inFlightMessage] = (await failedMessages(1, 'Em voo')) as [ProposalMessage];
    burst = await failedMessages(10, 'Rajada');
    leased = await failedMessages(2, 'Lease');
    inbox = await startInbox({ port, hold: () => gate ?? Promise.resolve() });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('refuses a retry while another attempt is in flight, and the message arrives once', async () => {
    if (!inbox) throw new Error('the inbox starts in beforeAll');
    let release!: () => void;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const retry = `${revision.path}/messages/${inFlightMessage.id}/retry`;
    const first = seller.call('POST', retry);
    // The first attempt is now inside the SMTP server's DATA: the message is in flight.
    await inbox.waitForArrivals(1);
    const second = seller.call('POST', retry);
    // Either the second retry is refused, or (the bug) it reaches the SMTP server too.
    await Promise.race([second, inbox.waitForArrivals(2)]);
    release();
    gate = null;
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(inbox.arrived()).toBe(1);
    expect(firstAnswer.status, JSON.stringify(firstAnswer.body)).toBe(200);
    expect(ProposalMessageSchema.parse(firstAnswer.body)).toMatchObject({
      status: 'SENT',
      attempts: 2,
    });
    expectError(secondAnswer, 409, 'CONFLICT', BEING_SENT);
    expect(subjectsReceived('Em voo')).toEqual(['Em voo 0']);
  });

  it('delivers each of 10 failed messages once when two retries of each race (20 at once)', async () => {
    const messages = burst;
    const answers = await Promise.all(
      messages.flatMap((message) => {
        const retry = `${revision.path}/messages/${message.id}/retry`;
        return [seller.call('POST', retry), seller.call('POST', retry)];
      }),
    );
    expect(subjectsReceived('Rajada').sort()).toEqual(
      messages.map((message) => message.subject).sort(),
    );
    for (let index = 0; index < messages.length; index += 1) {
      const pair = [answers[2 * index]!, answers[2 * index + 1]!];
      expect(pair.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of pair.filter((candidate) => candidate.status !== 200)) {
        expectError(answer, 409, 'CONFLICT');
      }
    }
    const listed = await listMessages(seller, revision);
    for (const message of messages) {
      expect(listed.find((item) => item.id === message.id)).toMatchObject({
        status: 'SENT',
        attempts: 2,
        error: null,
      });
    }
  });

  it('takes back a message whose sender stopped mid-delivery once its lease has expired', async () => {
    const [crashed, inFlight] = leased;
    // What a process killed during the SMTP dialogue leaves: SENDING, its lease running or run out.
    await queryRows(
      server.database.db,
      sql`UPDATE proposal_messages SET status = 'SENDING', error = NULL, attempts = attempts + 1,
            lease_expires_at = now() - interval '1 second'
          WHERE id = ${crashed!.id}`,
    );
    await queryRows(
      server.database.db,
      sql`UPDATE proposal_messages SET status = 'SENDING', error = NULL, attempts = attempts + 1,
            lease_expires_at = now() + interval '10 minutes'
          WHERE id = ${inFlight!.id}`,
    );
    const listed = await listMessages(seller, revision);
    // The list tells a stopped attempt from one still running.
    expect(listed.find((item) => item.id === crashed!.id)).toMatchObject({
      status: 'FAILED',
      error: 'O envio foi interrompido antes de terminar. Tente novamente.',
    });
    expect(listed.find((item) => item.id === inFlight!.id)).toMatchObject({
      status: 'SENDING',
      error: null,
    });

    expectError(
      await seller.call('POST', `${revision.path}/messages/${inFlight!.id}/retry`),
      409,
      'CONFLICT',
      BEING_SENT,
    );
    const retried = await seller.call('POST', `${revision.path}/messages/${crashed!.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(ProposalMessageSchema.parse(retried.body)).toMatchObject({
      status: 'SENT',
      attempts: 3,
      error: null,
    });
    expect(subjectsReceived('Lease')).toEqual(['Lease 0']);
  });
});

describe('one message per Idempotency-Key', () => {
  let server: TestServer;
  let inbox: Inbox;
  let seller: UserClient;
  let other: UserClient;
  let revision: Revision;

  const deliveries = (subject: string) =>
    inbox.received.filter((item) => item.mail.subject === subject).length;

  beforeAll(async () => {
    inbox = await startInbox();
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, RATE_LIMIT: 'off' },
    });
    [seller, other] = await Promise.all([
      signInAs(server, 'vendedor'),
      signInAs(server, 'projetista'),
    ]);
    revision = await newRevision(seller, 'Duplo clique');
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('stores and delivers one message for two sends with one key at once (a double click)', async () => {
    const key = randomUUID();
    const body = sendBody('Duplo clique');
    const answers = await Promise.all([
      send(seller, revision, body, key),
      send(seller, revision, body, key),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [first, second] = answers.map((answer) => ProposalMessageSchema.parse(answer.body));
    expect(second!.id).toBe(first!.id);
    // One stored it, the other answered what it stored.
    expect(answers.map((answer) => answer.headers.get('idempotent-replayed') ?? 'no')).toEqual(
      expect.arrayContaining(['true', 'no']),
    );
    const listed = await listMessages(seller, revision);
    expect(listed.filter((item) => item.subject === 'Duplo clique')).toHaveLength(1);
    expect(listed.find((item) => item.id === first!.id)).toMatchObject({
      status: 'SENT',
      attempts: 1,
    });
    expect(deliveries('Duplo clique')).toBe(1);
  });

  it('answers the first message, as it is now, to the same send repeated later', async () => {
    const key = randomUUID();
    const body = sendBody('Repetido', { cc: ['gerente@frigorifico.example.com'] });
    const first = await send(seller, revision, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(seller, revision, { ...body, subject: '  Repetido ' }, key);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(ProposalMessageSchema.parse(again.body)).toEqual(
      ProposalMessageSchema.parse(first.body),
    );
    expect(deliveries('Repetido')).toBe(1);
  });

  it('refuses a key reused for another send with 422, in Portuguese, and stores nothing', async () => {
    const key = randomUUID();
    expect((await send(seller, revision, sendBody('Original'), key)).status).toBe(201);
    const before = (await listMessages(seller, revision)).length;
    const otherRevision = await newRevision(seller, 'Outra obra');
    for (const answer of [
      await send(seller, revision, sendBody('Outro assunto'), key),
      await send(
        seller,
        revision,
        sendBody('Original', { to: ['outro@cliente.example.com'] }),
        key,
      ),
      await send(seller, otherRevision, sendBody('Original'), key),
    ]) {
      expectError(
        answer,
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'Esta chave de idempotência (Idempotency-Key) já foi usada em outro envio, com outros dados. Use uma chave nova para um envio novo.',
      );
    }
    expect(await listMessages(seller, revision)).toHaveLength(before);
    expect(await listMessages(seller, otherRevision)).toHaveLength(0);
    expect(deliveries('Outro assunto')).toBe(0);
    expect(deliveries('Original')).toBe(1);
  });

  it('keeps keys per user: the same key from another user is their own send', async () => {
    const key = randomUUID();
    const shared = await newRevision(other, 'Chave de outro');
    const mine = await send(seller, revision, sendBody('Chave minha'), key);
    const theirs = await send(other, shared, sendBody('Chave sua'), key);
    expect(mine.status).toBe(201);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(ProposalMessageSchema.parse(theirs.body).id).not.toBe(
      ProposalMessageSchema.parse(mine.body).id,
    );
    expect(deliveries('Chave minha') + deliveries('Chave sua')).toBe(2);
  });

  it('sends again without a key (each request is a send), and refuses a malformed key with 400', async () => {
    for (const round of [1, 2]) {
      expect((await send(seller, revision, sendBody('Sem chave'))).status, `send ${round}`).toBe(
        201,
      );
    }
    expect(deliveries('Sem chave')).toBe(2);
    for (const key of ['', 'chave com espaço', 'x'.repeat(256), 'chave\u00e7']) {
      const error = expectError(
        await send(seller, revision, sendBody('Chave ruim'), key),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        error.details?.map((issue) => issue.path),
        JSON.stringify(error),
      ).toEqual(['idempotency-key']);
    }
    expect(deliveries('Chave ruim')).toBe(0);
  });
});

describe('a daily recipient quota per user (MAIL_RECIPIENTS_PER_DAY=5 here)', () => {
  let server: TestServer;
  let vendedor: UserClient;
  let projetista: UserClient;
  let editor: UserClient;

  const FULL =
    /^Limite de envio atingido: até 5 destinatários por dia; nas últimas 24 horas você já enviou para (\d+) e esta mensagem tem (\d+)\. Tente novamente a partir de \d\d\/\d\d, \d\d:\d\d\.$/;

  beforeAll(async () => {
    // No SMTP server: the messages stay in the outbox, and count all the same.
    server = await startTestServer({ env: { MAIL_RECIPIENTS_PER_DAY: '5', RATE_LIMIT: 'off' } });
    [vendedor, projetista, editor] = await Promise.all([
      signInAs(server, 'vendedor'),
      signInAs(server, 'projetista'),
      signInAs(server, 'editor'),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts to + cc and refuses beyond the quota with 429, a Portuguese message and Retry-After', async () => {
    const revision = await newRevision(vendedor, 'Cota diária');
    const key = randomUUID();
    const first = sendBody('Primeira', { cc: ['a@cliente.example.com', 'b@cliente.example.com'] });
    expect((await send(vendedor, revision, first, key)).status).toBe(201);
    const second = sendBody('Segunda', { to: ['c@cliente.example.com', CLIENT_EMAIL] });
    expect((await send(vendedor, revision, second)).status).toBe(201);

    const refused = await send(vendedor, revision, sendBody('Terceira'));
    const error = expectError(refused, 429, 'SEND_QUOTA_EXCEEDED');
    expect(error.message).toMatch(FULL);
    expect(FULL.exec(error.message)?.slice(1, 3)).toEqual(['5', '1']);
    // Room for one more recipient comes when the first message is 24 hours old.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await listMessages(vendedor, revision)).map((item) => item.subject)).toEqual([
      'Segunda',
      'Primeira',
    ]);

    // The same send repeated (its key) is the message already counted: answered, not refused.
    const replayed = await send(vendedor, revision, first, key);
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a message whose recipients alone are over the quota, without Retry-After', async () => {
    const revision = await newRevision(editor, 'Cota de uma mensagem');
    const tooMany = sendBody('Grande', {
      to: ['a@x.example.com', 'b@x.example.com', 'c@x.example.com'],
      cc: ['d@x.example.com', 'e@x.example.com', 'f@x.example.com'],
    });
    const refused = await send(editor, revision, tooMany);
    expectError(
      refused,
      429,
      'SEND_QUOTA_EXCEEDED',
      'Esta mensagem tem 6 destinatários; o limite de envio é de 5 destinatários por dia.',
    );
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(await listMessages(editor, revision)).toHaveLength(0);
  });

  it('lets a burst of concurrent sends through up to the quota and not one beyond', async () => {
    const revision = await newRevision(projetista, 'Rajada de envios');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send(projetista, revision, sendBody(`Rajada ${index}`)),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted).toHaveLength(5);
    for (const answer of refused) expectError(answer, 429, 'SEND_QUOTA_EXCEEDED');
    expect(await listMessages(projetista, revision)).toHaveLength(5);
  });

  it('counts only the last 24 hours: a message older than that frees its recipients', async () => {
    const revision = await newRevision(editor, 'Janela de 24 horas');
    const five = sendBody('Cinco', {
      to: ['a@y.example.com', 'b@y.example.com', 'c@y.example.com'],
      cc: ['d@y.example.com', 'e@y.example.com'],
    });
    expect((await send(editor, revision, five)).status).toBe(201);
    expectError(await send(editor, revision, sendBody('Depois')), 429, 'SEND_QUOTA_EXCEEDED');
    await queryRows(
      server.database.db,
      sql`UPDATE proposal_messages SET created_at = now() - interval '24 hours 1 second'
          WHERE subject = 'Cinco'`,
    );
    const later = await send(editor, revision, sendBody('Depois'));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
  });
});
