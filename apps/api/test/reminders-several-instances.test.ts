import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { SCAN_REMINDERS_JOB } from '../src/modules/proposal-reminders/proposal-reminders.service.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { signInAs } from './support/api-client.ts';
import { insertLink, issuedRevision, noticesOf, reminderEventsOf } from './support/reminders.ts';
import { createEmptyPostgres } from './support/scratch-database.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * PostgreSQL only (the PGlite pass excludes this file, see vitest.config.ts, like
 * several-instances.test.ts): two API instances on one database, each with its own pool and its
 * own job queue (docs/decisions/078). The reminders scan is sent through both queues at once:
 * the reminder is stored once, with one event, and delivered to the SMTP server once.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const SELLER = 'vendedor@demo.camarafria.com.br';

describe('two API instances on one PostgreSQL database, both running the job queue', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgres>>;
  let inbox: Inbox;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    empty = await createEmptyPostgres(adminUrl, 'camara_fria_jobs');
    inbox = await startInbox();
    const open = (): Promise<DatabaseHandle> =>
      openDatabase({ kind: 'postgres', url: empty.url }, { prepare: seedDatabase });
    const env = { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` };
    // Started at the same moment: both install pg-boss's schema and schedules at once.
    [a, b] = await Promise.all([
      open().then((database) => startTestServer({ env, database })),
      open().then((database) => startTestServer({ env, database })),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await inbox?.close();
    await empty?.drop();
  });

  it('sends a reminder once when the scan runs on both', async () => {
    const vendedor = await signInAs(a, 'vendedor');
    const { projectId, proposalId, code } = await issuedRevision(vendedor, 'Duas filas');
    await insertLink(a.database.db, proposalId, 'vendedor', { endsInDays: 2 });
    const [jobsA, jobsB] = [a.app.jobs, b.app.jobs];
    if (!jobsA || !jobsB) throw new Error('the job queue is off');
    // Several scans through both instances' queues at once: each instance's worker takes some.
    const sent = await Promise.all([
      jobsA.send(SCAN_REMINDERS_JOB),
      jobsB.send(SCAN_REMINDERS_JOB),
      jobsA.send(SCAN_REMINDERS_JOB),
      jobsB.send(SCAN_REMINDERS_JOB),
    ]);
    for (const id of sent) {
      expect(id).toBeTruthy();
      await expect
        .poll(() => jobsA.readJobState(SCAN_REMINDERS_JOB, id ?? ''), { timeout: 30_000 })
        .toBe('completed');
    }
    await expect
      .poll(async () => (await noticesOf(a.database.db, projectId))[0]?.status, {
        timeout: 30_000,
      })
      .toBe('SENT');
    const notices = await noticesOf(b.database.db, projectId);
    expect(notices.map((notice) => [notice.dedupe_key, notice.attempts])).toEqual([
      [`reminder:expiring:${proposalId}:seller`, 1],
    ]);
    expect(await reminderEventsOf(b.database.db, projectId)).toHaveLength(1);
    // Both sweeps find it delivered: nothing more reaches the SMTP server.
    for (const jobs of [jobsA, jobsB]) {
      const id = await jobs.send('sweep-notifications');
      await expect
        .poll(() => jobs.readJobState('sweep-notifications', id ?? ''), { timeout: 30_000 })
        .toBe('completed');
    }
    const delivered = inbox.received.filter((mail) => mail.mail.subject?.includes(code));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.recipients).toEqual([SELLER]);
  }, 120_000);
});
