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
 * a real SMTP server (docs/decisions/043).
 */

const CLIENT_EMAIL = 'compras@frigorifico.example.com';

type Revision = { projectId: number; proposalId: number; path: string };

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
  return { projectId, proposalId, path: `/v1/projects/${projectId}/proposals/${proposalId}` };
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
