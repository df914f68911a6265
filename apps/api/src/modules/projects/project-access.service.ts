import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { resolveUserId } from '../users/users.service.ts';
import { findProjectById, type ProjectRow } from './projects.repository.ts';

export type { ProjectRow } from './projects.repository.ts';

/** The one answer for a project that does not exist and for one the user may not see. */
export const projectNotFound = () => notFound('Projeto não encontrado.');

/**
 * A user sees and changes only the projects they created; an editor sees and changes all of
 * them. Anyone else gets 404, so project ids reveal nothing (docs/decisions/007).
 */
export async function loadAccessibleProject(
  db: Database,
  principal: Principal,
  id: number,
): Promise<ProjectRow> {
  const row = await findProjectById(db, id);
  if (!row) throw projectNotFound();
  await checkProjectOwner(db, principal, row.ownerId);
  return row;
}

/** The rule above for a project whose owner the caller has read itself: 404 unless allowed. */
export async function checkProjectOwner(
  db: Database,
  principal: Principal,
  ownerId: string,
): Promise<void> {
  if (principal.isEditor) return;
  if (ownerId !== (await resolveUserId(db, principal))) throw projectNotFound();
}

/**
 * A project by id with no access check, for work that follows a write already checked (the
 * proposal total a system save refreshes). Undefined when it does not exist.
 */
export async function loadProject(db: Database, id: number): Promise<ProjectRow | undefined> {
  return findProjectById(db, id);
}

/** A project row on the wire (for modules that present what they loaded here). */
export { presentProject } from './projects.presenter.ts';
