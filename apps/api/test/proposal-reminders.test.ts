import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVER_NOTIFICATION_JOB } from '../src/modules/notifications/notifications.delivery.service.ts';
import { SCAN_REMINDERS_JOB } from '../src/modules/proposal-reminders/proposal-reminders.service.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import {
  insertLink,
  issuedRevision,
  noticesOf,
  reminderEventsOf,
  runJob,
} from './support/reminders.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * The follow-up reminders (issue 31; docs/decisions/078): the scan, sent through the job queue
 * as its schedule sends it, stores one e-mail per reminder and recipient (dedupe keys) with its
 * REMINDER_SENT event; a second scan adds nothing. Over real HTTP on a real database (PGlite, or
 * PostgreSQL with API_TEST_DATABASE=postgres).
 */

const SELLER = 'vendedor@demo.camarafria.com.br';
const CUSTOMER = 'compras@frigorifico.example.com';
const CUSTOMER_ENGINEERING = 'engenharia@frigorifico.example.com';

describe('the reminders scan', () => {
  const { server, vendedor } = useTestServer('vendedor');
  const scan = () => runJob(server.app.jobs, SCAN_REMINDERS_JOB);

  it('e-mails the seller once, with one REMINDER_SENT event, when a link ends within 3 days', async () => {
    const { projectId, proposalId, code } = await issuedRevision(vendedor, 'Açougue Lembrete');
    await insertLink(server.database.db, proposalId, 'vendedor', { endsInDays: 2 });
    await scan();
    const notices = await noticesOf(server.database.db, projectId);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({
      kind: 'REMINDER_EXPIRING',
      dedupe_key: `reminder:expiring:${proposalId}:seller`,
      to: [SELLER],
      status: 'OUTBOX',
    });
    // pt-BR, naming the project, the revision, the customer and the link's end.
    expect(notice?.subject).toContain(code);
    expect(notice?.text).toContain('Açougue Lembrete');
    expect(notice?.text).toContain('Frigorífico Boa Vista');
    expect(notice?.text).toMatch(/vence em \d{2}\/\d{2}\/\d{4}/);
    const events = await reminderEventsOf(server.database.db, projectId);
    expect(events).toEqual([
      {
        kind: 'REMINDER_SENT',
        proposal_id: proposalId,
        code,
        details: { schemaVersion: 1, reminder: 'EXPIRING', recipients: [SELLER] },
        actor_user_id: null,
        is_customer: false,
      },
    ]);

    await scan();
    expect(await noticesOf(server.database.db, projectId)).toHaveLength(1);
    expect(await reminderEventsOf(server.database.db, projectId)).toHaveLength(1);
  });

  it('e-mails the customer too only when the link asked for it, at each address of the e-mail that carried it', async () => {
    const chosen = await issuedRevision(vendedor, 'Cliente lembrado');
    // A link sent by e-mail keeps the message's recipients as an address list (ADR 074).
    await insertLink(server.database.db, chosen.proposalId, 'vendedor', {
      endsInDays: 1,
      remindCustomer: `${CUSTOMER}, ${CUSTOMER_ENGINEERING}`,
    });
    await scan();
    const notices = await noticesOf(server.database.db, chosen.projectId);
    expect(notices.map((notice) => [notice.dedupe_key, notice.to])).toEqual([
      [`reminder:expiring:${chosen.proposalId}:seller`, [SELLER]],
      [`reminder:expiring:${chosen.proposalId}:customer`, [CUSTOMER, CUSTOMER_ENGINEERING]],
    ]);
    expect(notices[1]?.text).toMatch(/^Prezado\(a\) Frigorífico Boa Vista,/);
    expect(await reminderEventsOf(server.database.db, chosen.projectId)).toHaveLength(2);
    await scan();
    expect(await noticesOf(server.database.db, chosen.projectId)).toHaveLength(2);
    expect(await reminderEventsOf(server.database.db, chosen.projectId)).toHaveLength(2);
  });

  it('reminds the seller of a revision sent 3 days ago and never opened, not of an opened one', async () => {
    const unopened = await issuedRevision(vendedor, 'Nunca aberta');
    await insertLink(server.database.db, unopened.proposalId, 'vendedor', {
      endsInDays: 20,
      madeDaysAgo: 4,
    });
    const opened = await issuedRevision(vendedor, 'Aberta');
    await insertLink(server.database.db, opened.proposalId, 'vendedor', {
      endsInDays: 20,
      madeDaysAgo: 4,
      views: 1,
    });
    const recent = await issuedRevision(vendedor, 'Enviada ontem');
    await insertLink(server.database.db, recent.proposalId, 'vendedor', {
      endsInDays: 20,
      madeDaysAgo: 1,
    });
    await scan();
    const notices = await noticesOf(server.database.db, unopened.projectId);
    expect(notices.map((notice) => [notice.kind, notice.dedupe_key])).toEqual([
      ['REMINDER_UNOPENED', `reminder:unopened:${unopened.proposalId}:seller`],
    ]);
    expect(notices[0]?.text).toContain('ainda não foi aberta');
    expect(await reminderEventsOf(server.database.db, unopened.projectId)).toMatchObject([
      { details: { reminder: 'UNOPENED', recipients: [SELLER] } },
    ]);
    expect(await noticesOf(server.database.db, opened.projectId)).toEqual([]);
    expect(await noticesOf(server.database.db, recent.projectId)).toEqual([]);
  });

  it('leaves alone ended, revoked and far-off links', async () => {
    const ended = await issuedRevision(vendedor, 'Link vencido');
    await insertLink(server.database.db, ended.proposalId, 'vendedor', { endsInDays: -1 });
    const revoked = await issuedRevision(vendedor, 'Link revogado');
    await insertLink(server.database.db, revoked.proposalId, 'vendedor', {
      endsInDays: 2,
      revoked: true,
    });
    const later = await issuedRevision(vendedor, 'Link longo');
    await insertLink(server.database.db, later.proposalId, 'vendedor', { endsInDays: 10 });
    await scan();
    for (const { projectId } of [ended, revoked, later]) {
      expect(await noticesOf(server.database.db, projectId)).toEqual([]);
    }
  });
});

/** An SMTP server that refuses every message (451) while `isRefusing`, and keeps the others. */
async function startFlakyInbox() {
  const state = { isRefusing: true, refused: 0, accepted: [] as string[] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (state.isRefusing) {
          state.refused += 1;
          const error = Object.assign(new Error('Tente mais tarde'), { responseCode: 451 });
          callback(error);
          return;
        }
        state.accepted.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    state,
    port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe('delivering the notices (SMTP_URL set)', () => {
  let inbox: Inbox;
  let server: TestServer;
  let vendedor: UserClient;

  beforeAll(async () => {
    inbox = await startInbox();
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
    vendedor = await signInAs(server, 'vendedor');
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('hands the stored reminder to the SMTP server once: SENT', async () => {
    const { projectId, proposalId, code } = await issuedRevision(vendedor, 'Entrega do lembrete');
    await insertLink(server.database.db, proposalId, 'vendedor', { endsInDays: 2 });
    await runJob(server.app.jobs, SCAN_REMINDERS_JOB);
    await expect
      .poll(async () => (await noticesOf(server.database.db, projectId))[0]?.status, {
        timeout: 20_000,
      })
      .toBe('SENT');
    const delivered = inbox.received.filter((mail) => mail.mail.subject?.includes(code));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.recipients).toEqual([SELLER]);
    // The sweep finds nothing left to deliver.
    await runJob(server.app.jobs, 'sweep-notifications');
    expect(inbox.received.filter((mail) => mail.mail.subject?.includes(code))).toHaveLength(1);
  });
});

describe('a failing SMTP server', () => {
  let flaky: Awaited<ReturnType<typeof startFlakyInbox>>;
  let server: TestServer;
  let vendedor: UserClient;

  beforeAll(async () => {
    flaky = await startFlakyInbox();
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${flaky.port}`, NOTIFICATION_RETRY_DELAY_SECONDS: '1' },
    });
    vendedor = await signInAs(server, 'vendedor');
  });
  afterAll(async () => {
    await server?.close();
    await flaky?.close();
  });

  it('leaves the notice FAILED with the reason, retries it, and sends it once the server takes it', async () => {
    const { projectId, proposalId } = await issuedRevision(vendedor, 'Servidor instável');
    await insertLink(server.database.db, proposalId, 'vendedor', { endsInDays: 2 });
    await runJob(server.app.jobs, SCAN_REMINDERS_JOB);
    // Refused, then refused again by the queue's retry.
    await expect
      .poll(async () => (await noticesOf(server.database.db, projectId))[0], { timeout: 40_000 })
      .toMatchObject({ status: 'FAILED', attempts: 2 });
    const [failed] = await noticesOf(server.database.db, projectId);
    expect(failed?.error).toContain('O servidor de e-mail recusou a mensagem');
    flaky.state.isRefusing = false;
    await expect
      .poll(async () => (await noticesOf(server.database.db, projectId))[0]?.status, {
        timeout: 30_000,
      })
      .toBe('SENT');
    expect(flaky.state.accepted).toEqual([SELLER]);
    const [sent] = await noticesOf(server.database.db, projectId);
    expect(sent?.attempts).toBeGreaterThanOrEqual(3);
    expect(flaky.state.refused).toBe((sent?.attempts ?? 0) - 1);
    // Delivered: another delivery job changes nothing.
    const id = await server.app.jobs?.send(DELIVER_NOTIFICATION_JOB, { notificationId: sent?.id });
    expect(id).toBeTruthy();
    await expect
      .poll(() => server.app.jobs?.readJobState(DELIVER_NOTIFICATION_JOB, id ?? ''))
      .toBe('completed');
    expect(flaky.state.accepted).toEqual([SELLER]);
  }, 90_000);
});
