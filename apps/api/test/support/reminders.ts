import { ProjectSchema, ProposalSchema, RoomSchema } from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { hashLinkToken, newLinkToken } from '../../src/modules/proposal-links/link-token.ts';
import type { UserClient } from './api-client.ts';
import { queryRows } from './query-rows.ts';

/**
 * The follow-up reminders' tests (issue 31; docs/decisions/078): an issued revision made through
 * the API, a customer link stored directly (its own module makes them through HTTP), a job sent
 * through the queue and waited for.
 */

/** A project with one room and an issued R0 of its proposal, through HTTP. */
export async function issuedRevision(
  user: UserClient,
  name: string,
  customer = 'Frigorífico Boa Vista',
) {
  const project = await user.call('POST', '/v1/projects', {
    name,
    customer: { name: customer, email: 'compras@frigorifico.example.com', address: {} },
  });
  expect(project.status).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const room = await user.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara de resfriados', calculationType: 2, typedTotalKcalh: 12_000 }),
  );
  expect(room.status).toBe(201);
  RoomSchema.parse(room.body);
  const proposal = await user.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(proposal.status).toBe(201);
  const { id: proposalId, code } = ProposalSchema.parse(proposal.body);
  const issued = await user.call(
    'POST',
    `/v1/projects/${projectId}/proposals/${proposalId}/revisions`,
    {},
  );
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return { projectId, proposalId, code };
}

export type LinkFacts = {
  /** Days from now to the link's end (negative: ended). */
  endsInDays: number;
  /** Days since the link was made. */
  madeDaysAgo?: number;
  views?: number;
  remindCustomer?: string | null;
  revoked?: boolean;
};

/** Stores a customer link to `proposalId` made by `username`, with the dates and counts given. */
export async function insertLink(
  db: Database,
  proposalId: number,
  username: string,
  facts: LinkFacts,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into proposal_links
          (proposal_id, token_hash, channel, created_by, created_at, expires_at, revoked_at,
           remind_customer, customer_email, view_count, first_viewed_at, last_viewed_at)
        select ${proposalId}, ${hashLinkToken(newLinkToken())}, 'COPY', u.id,
          now() - make_interval(days => ${facts.madeDaysAgo ?? 0}),
          now() + make_interval(days => ${facts.endsInDays}),
          ${facts.revoked ? sql`now()` : sql`null`},
          ${facts.remindCustomer ? true : false}, ${facts.remindCustomer ?? null},
          ${facts.views ?? 0},
          ${facts.views ? sql`now()` : sql`null`}, ${facts.views ? sql`now()` : sql`null`}
        from app_users u where u.username = ${username}
        returning id`,
  );
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Sends a job through the queue and waits until it completed. */
export async function runJob(jobs: JobQueue | null, name: string): Promise<void> {
  if (!jobs) throw new Error('the job queue is off');
  const id = await jobs.send(name);
  if (!id) throw new Error(`job ${name} not stored`);
  await expect
    .poll(() => jobs.readJobState(name, id), { timeout: 20_000, interval: 100 })
    .toBe('completed');
}

export type StoredNotice = {
  id: number;
  kind: string;
  dedupe_key: string;
  to: string[];
  subject: string;
  text: string;
  status: string;
  attempts: number;
  error: string | null;
};

export const noticesOf = (db: Database, projectId: number) =>
  queryRows<StoredNotice>(
    db,
    sql`select id, kind, dedupe_key, "to", subject, text, status, attempts, error
        from notifications where project_id = ${projectId} order by id`,
  );

export const reminderEventsOf = (db: Database, projectId: number) =>
  queryRows<{
    kind: string;
    proposal_id: number;
    code: string;
    details: unknown;
    actor_user_id: string | null;
    is_customer: boolean;
  }>(
    db,
    sql`select kind, proposal_id, code, details, actor_user_id, is_customer from project_events
        where project_id = ${projectId} and kind = 'REMINDER_SENT' order by id`,
  );
