import type { ProjectEvent, ProjectEventDetails, ProjectEventKind } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { readStoredDocument, toStoredDocument } from '../../lib/versioned-document.ts';
import { PROJECT_EVENT_DETAILS } from './project-events.document.ts';
import { findProjectEvents, insertProjectEvent } from './project-events.repository.ts';

/**
 * A project's audit trail (issue 31; docs/decisions/077): what happened to its proposal, who did
 * it and when. The modules that act record their event in their own transaction
 * (`recordProjectEvent(tx, …)`); reading it is the projects' route, after its access check
 * (owner and editors).
 */

/** Who acted: a user (their id), the customer (the name typed, when any), or the system. */
export type EventActorInput =
  { kind: 'USER'; userId: string } | { kind: 'CUSTOMER'; name: string | null } | { kind: 'SYSTEM' };

export type ProjectEventInput = {
  projectId: number;
  kind: ProjectEventKind;
  actor: EventActorInput;
  /** The revision concerned, when any. */
  proposalId?: number | null;
  /** Its code ("2026-0007-R1"), kept with the event. */
  code?: string | null;
  details?: ProjectEventDetails;
};

/** Records one event, in the caller's transaction. */
export async function recordProjectEvent(tx: Database, event: ProjectEventInput): Promise<number> {
  return insertProjectEvent(tx, {
    projectId: event.projectId,
    proposalId: event.proposalId ?? null,
    kind: event.kind,
    actorUserId: event.actor.kind === 'USER' ? event.actor.userId : null,
    actorName: event.actor.kind === 'CUSTOMER' ? event.actor.name : null,
    isCustomer: event.actor.kind === 'CUSTOMER',
    code: event.code ?? null,
    details: toStoredDocument(PROJECT_EVENT_DETAILS, event.details ?? {}),
  });
}

/** A page of the project's events, newest first. The caller has checked who may read it. */
export async function listProjectEvents(
  db: Database,
  projectId: number,
  page: { cursor?: number | undefined; limit: number },
): Promise<{ items: ProjectEvent[]; nextCursor: number | null }> {
  const rows = await findProjectEvents(db, projectId, page.cursor, page.limit + 1);
  const items = rows.slice(0, page.limit).map((row): ProjectEvent => ({
    id: row.id,
    kind: row.kind as ProjectEventKind,
    at: row.createdAt.toISOString(),
    actor: row.isCustomer
      ? { kind: 'CUSTOMER', name: row.actorName }
      : row.actorUsername !== null
        ? { kind: 'USER', username: row.actorUsername, name: row.actorUserName }
        : { kind: 'SYSTEM' },
    code: row.code,
    details: readStoredDocument(PROJECT_EVENT_DETAILS, row.details, `evento ${row.id}`),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? last.id : null };
}
