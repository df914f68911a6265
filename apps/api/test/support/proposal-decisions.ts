import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from './query-rows.ts';

/** The evidence an ACCEPTED decision row of a test carries (the accept route stores the same). */
export type TestAcceptance = {
  code: string;
  name: string;
  cpf: string | null;
  role: string | null;
  email: string;
  ip: string;
  userAgent: string;
  pdfSha256: string;
  decidedAt: string;
};

/**
 * Stores an ACCEPTED decision of the revision, as the customer's accept would (issue 31,
 * docs/decisions/076), with the COPY link it came through (created by the revision's author): for
 * the tests of what an acceptance changes, without the public routes.
 */
export async function insertAcceptedDecision(
  database: DatabaseHandle,
  proposalId: number,
  acceptance: TestAcceptance,
): Promise<void> {
  const [link] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into proposal_links (proposal_id, token_hash, channel, created_by, expires_at)
        select id, ${randomBytes(32).toString('hex')}, 'COPY', created_by, now() + interval '30 days'
        from proposals where id = ${proposalId}
        returning id`,
  );
  if (!link) throw new Error(`proposal ${proposalId} not found`);
  await database.db.execute(
    sql`insert into proposal_decisions
          (proposal_id, link_id, kind, code, name, cpf, role, email, ip, user_agent, pdf_sha256, decided_at)
        values (${proposalId}, ${link.id}, 'ACCEPTED', ${acceptance.code}, ${acceptance.name},
                ${acceptance.cpf}, ${acceptance.role}, ${acceptance.email}, ${acceptance.ip},
                ${acceptance.userAgent}, ${acceptance.pdfSha256}, ${acceptance.decidedAt})`,
  );
}
