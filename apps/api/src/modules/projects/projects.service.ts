import {
  listSegmentsFor,
  listStatusesBefore,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  type CustomerSegment,
  type ProjectStatus,
  type Project,
  type ProjectData,
  type ProjectEventPage,
  type ProjectListQuery,
  type ProjectOwner,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { resolveCityName } from '../locations/locations.service.ts';
import {
  listProjectEvents,
  recordProjectEvent,
  type EventActorInput,
} from '../project-events/project-events.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import { findProjectPage } from './project-list.repository.ts';
import { serializeProjectPage } from './project-list.service.ts';
import { presentProject } from './projects.presenter.ts';
import {
  advanceProjectStatus,
  deleteProjectRow,
  findOwnerNamesStartingWith,
  findProjectById,
  findProjectOwners,
  insertProject,
  lockProjectRow,
  lockProjectStatus,
  setProjectArchived,
  toColumns,
  updateProject as updateProjectRow,
  type ProjectColumns,
  type ProjectRow,
} from './projects.repository.ts';

/**
 * Told, in the transaction of a write to a project's rooms or systems, that the equipment the
 * project lists may have changed. Rooms and operating systems announce it; the proposals listen
 * (their draft's total follows the equipment). The modules above are wired in src/app.ts: a
 * module calls only the modules below it (docs/decisions/050).
 */
export type ProjectEquipmentChanged = (tx: Database, projectId: number) => Promise<void>;

/**
 * What a project copy copies besides the project, in the copy's transaction: the rooms, the
 * systems and the proposal, whose modules sit above this one (wired in src/app.ts,
 * docs/decisions/050 and 065). `copiedBy` is the copier's user id.
 */
export type CopyProjectContents = (
  tx: Database,
  fromProjectId: number,
  toProjectId: number,
  copiedBy: string,
) => Promise<unknown>;

/**
 * Asked, in the deletion's transaction with the project's row locked, whether the project may go:
 * it throws the AppError that refuses it (the proposals keep a sent or issued proposal: ADR 065).
 * Wired in src/app.ts (docs/decisions/050).
 */
export type ProjectDeletionCheck = (tx: Database, projectId: number) => Promise<void>;

// ---------------------------------------------------------------------------------------------
// Access (docs/decisions/007), for this module and the modules above it
// ---------------------------------------------------------------------------------------------

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
 * A proposal of the project was sent (docs/decisions/063): the project becomes ENVIADO unless it
 * is already as far or further (ENVIADO, EM REVISAO, FECHADO), in the caller's transaction.
 */
export async function markProjectSent(
  tx: Database,
  projectId: number,
  actor: EventActorInput,
): Promise<void> {
  const changed = await advanceProjectStatus(tx, projectId, 'SENT', listStatusesBefore('SENT'));
  if (changed) await recordStatusChange(tx, projectId, changed.from, 'SENT', actor);
}

/**
 * The customer decided through the proposal's link (issue 31): accepted, the project becomes
 * FECHADO/GANHO; declined, FECHADO/PERDIDO; from any other status but the other outcome is
 * already taken (a project closed by hand stays as it is), in the caller's transaction, with
 * the change in the project's trail.
 */
export async function markProjectClosed(
  tx: Database,
  projectId: number,
  outcome: 'CLOSED_WON' | 'CLOSED_LOST',
  actor: EventActorInput,
): Promise<void> {
  const from = PROJECT_STATUSES.filter(
    (status) => status !== 'CLOSED_WON' && status !== 'CLOSED_LOST',
  );
  const changed = await advanceProjectStatus(tx, projectId, outcome, from);
  if (changed) await recordStatusChange(tx, projectId, changed.from, outcome, actor);
}

async function recordStatusChange(
  tx: Database,
  projectId: number,
  from: ProjectStatus,
  to: ProjectStatus,
  actor: EventActorInput,
): Promise<void> {
  await recordProjectEvent(tx, {
    projectId,
    kind: 'STATUS_CHANGED',
    actor,
    details: { fromStatus: from, toStatus: to },
  });
}

/**
 * A project by id with no access check, for work that follows a write already checked (the
 * proposal total a system save refreshes). Undefined when it does not exist.
 */
export async function findProject(db: Database, id: number): Promise<Project | undefined> {
  const row = await findProjectById(db, id);
  return row && presentProject(row);
}

// ---------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------

function invalidField(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'Verifique os campos destacados.', [
    { path, message },
  ]);
}

/** Spec: editors choose only two segments; a segment already saved may be kept as it is. */
function checkSegment(
  principal: Principal,
  segment: CustomerSegment | null,
  saved: string | null,
): void {
  if (!segment || segment === saved) return;
  if (!listSegmentsFor(principal.isEditor).includes(segment)) {
    throw invalidField('customer.segment', 'Segmento não disponível para o seu perfil.');
  }
}

/** The city, when given with a state, must be one of that state's municipalities. */
async function checkCity(
  db: Database,
  address: ProjectData['customer']['address'],
): Promise<string | null> {
  if (!address.city) return null;
  if (!address.state) throw invalidField('customer.address.state', 'Escolha o estado da cidade.');
  const name = await resolveCityName(db, address.state, address.city);
  if (!name) throw invalidField('customer.address.city', 'Cidade não encontrada neste estado.');
  return name;
}

async function normalise(db: Database, data: ProjectData): Promise<ProjectColumns> {
  const city = await checkCity(db, data.customer.address);
  return { ...toColumns(data), city };
}

async function loadPresented(db: Database, id: number): Promise<Project> {
  const row = await findProjectById(db, id);
  if (!row) throw projectNotFound();
  return presentProject(row);
}

export async function createProject(
  db: Database,
  principal: Principal,
  data: ProjectData,
): Promise<Project> {
  checkSegment(principal, data.customer.segment, null);
  const columns = await normalise(db, data);
  const ownerId = await resolveUserId(db, principal);
  const id = await insertProject(db, ownerId, columns);
  return loadPresented(db, id);
}

export async function getProject(db: Database, principal: Principal, id: number): Promise<Project> {
  return presentProject(await loadAccessibleProject(db, principal, id));
}

/**
 * Saves a project over the version it was loaded at (`expectedVersion`): one conditional UPDATE, so
 * of racing saves exactly one wins. The customer's state and fiscal profile price the draft's
 * taxes, so `customerChanged` is told in the same transaction (the proposals keep the list's
 * Valor, docs/decisions/072). A save that changes the status is a STATUS_CHANGED event of the
 * project's trail, by the user who saved, in the same transaction (docs/decisions/077).
 */
export async function updateProject(
  db: Database,
  principal: Principal,
  id: number,
  data: ProjectData,
  expectedVersion: number,
  customerChanged: ProjectEquipmentChanged,
): Promise<Project> {
  const row = await loadAccessibleProject(db, principal, id);
  checkSegment(principal, data.customer.segment, row.segment);
  const columns = await normalise(db, data);
  const userId = await resolveUserId(db, principal);
  await db.transaction(async (tx) => {
    // The status the save replaces, read under the row's lock: what the update below changes.
    const before = await lockProjectStatus(tx, id);
    if (!(await updateProjectRow(tx, id, expectedVersion, columns))) {
      throw new AppError(
        409,
        'CONFLICT',
        'Este projeto foi alterado por outra pessoa. Recarregue e tente novamente.',
      );
    }
    if (before !== undefined && before !== data.status) {
      await recordStatusChange(tx, id, before, data.status, { kind: 'USER', userId });
    }
    await customerChanged(tx, id);
  });
  return loadPresented(db, id);
}

/**
 * GET /v1/projects/{id}/events: a page of the project's trail, newest first (the project's owner
 * and the editors; 404 for anyone else, as for a project that does not exist).
 */
export async function getProjectEvents(
  db: Database,
  principal: Principal,
  id: number,
  page: { cursor?: number | undefined; limit: number },
): Promise<ProjectEventPage> {
  await loadAccessibleProject(db, principal, id);
  return listProjectEvents(db, id, page);
}

/** At most `length` UTF-16 units of `text`, never half a surrogate pair. */
function cutTo(text: string, length: number): string {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The longest number suffix a copy's name is given room for: " (999999999)". */
const LONGEST_COPY_SUFFIX = 12;

/**
 * The name of a copy of `sourceName` among the names `taken` (docs/decisions/065): "Cópia de X",
 * else "Cópia de X (2)", "(3)", …, each cut to the name limit with its number kept.
 */
export function chooseCopyName(sourceName: string, taken: ReadonlySet<string>): string {
  const full = `Cópia de ${sourceName}`;
  const max = PROJECT_LIMITS.name;
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : ` (${number})`;
    const name = `${cutTo(full, max - suffix.length)}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * A copy named "Cópia de …" (numbered when the copier already has one by that name), pending,
 * owned by whoever copies it, with its rooms, systems and proposal (`copyContents`, in the same
 * transaction; docs/decisions/065).
 */
export async function copyProject(
  db: Database,
  principal: Principal,
  id: number,
  copyContents: CopyProjectContents,
): Promise<Project> {
  const source = await loadAccessibleProject(db, principal, id);
  const ownerId = await resolveUserId(db, principal);
  const newId = await db.transaction(async (tx) => {
    const prefix = cutTo(`Cópia de ${source.name}`, PROJECT_LIMITS.name - LONGEST_COPY_SUFFIX);
    const taken = new Set(await findOwnerNamesStartingWith(tx, ownerId, prefix));
    const copyId = await insertProject(tx, ownerId, {
      name: chooseCopyName(source.name, taken),
      status: 'PENDING',
      customerName: source.customerName,
      customerEmail: source.customerEmail,
      customerCnpj: source.customerCnpj,
      customerCpf: source.customerCpf,
      customerStateRegistration: source.customerStateRegistration,
      icmsContribution: source.icmsContribution,
      goodsUse: source.goodsUse,
      simplesNacional: source.simplesNacional,
      freeTradeZone: source.freeTradeZone,
      publicBody: source.publicBody,
      customerPhone: source.customerPhone,
      street: source.street,
      streetNumber: source.streetNumber,
      complement: source.complement,
      neighborhood: source.neighborhood,
      state: source.state,
      city: source.city,
      country: source.country,
      zipcode: source.zipcode,
      segment: source.segment,
    });
    await copyContents(tx, source.id, copyId, ownerId);
    return copyId;
  });
  return loadPresented(db, newId);
}

/**
 * Archives or unarchives a project (whoever may edit it): an archived project leaves the list
 * unless its filter asks for archived ones; it stays open to edits (docs/decisions/065).
 */
export async function archiveProject(
  db: Database,
  principal: Principal,
  id: number,
  archived: boolean,
): Promise<Project> {
  await loadAccessibleProject(db, principal, id);
  await setProjectArchived(db, id, archived);
  return loadPresented(db, id);
}

/**
 * Deletes a project with its rooms, systems and proposals, in one transaction (whoever may edit
 * it: its owner or an editor). `check` refuses a project whose proposal was issued or sent
 * (docs/decisions/065).
 */
export async function deleteProject(
  db: Database,
  principal: Principal,
  id: number,
  check: ProjectDeletionCheck,
): Promise<void> {
  await loadAccessibleProject(db, principal, id);
  await db.transaction(async (tx) => {
    if (!(await lockProjectRow(tx, id))) throw projectNotFound();
    await check(tx, id);
    if (!(await deleteProjectRow(tx, id))) throw projectNotFound();
  });
}

/** The owners the editors' list can be filtered by: every user who owns a project. */
export async function listProjectOwners(
  db: Database,
  principal: Principal,
): Promise<ProjectOwner[]> {
  if (!principal.isEditor) throw forbidden('Somente editores filtram projetos por responsável.');
  return findProjectOwners(db);
}

/**
 * One page of the projects the user may see, serialized by the route's `serialize`, with its
 * total. The page is read as its projects' stamps on every call; their presentations and the
 * serialized page are kept by stamp (project-list.service.ts), so projects are read whole only
 * when a stamp is new.
 */
export async function listProjects(
  db: Database,
  principal: Principal,
  query: ProjectListQuery,
  serialize: (items: Project[]) => string,
): Promise<{ body: string; total: number; isTotalCapped: boolean }> {
  const ownerId = principal.isEditor ? undefined : await resolveUserId(db, principal);
  const page = await findProjectPage(db, query, ownerId);
  return {
    body: await serializeProjectPage(db, page.rows, serialize),
    total: page.total,
    isTotalCapped: page.isTotalCapped,
  };
}
