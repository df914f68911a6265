import {
  listSegmentsFor,
  listStatusesBefore,
  PROJECT_LIMITS,
  type CustomerSegment,
  type Project,
  type ProjectData,
  type ProjectListQuery,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { resolveCityName } from '../locations/locations.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import { findProjectPage } from './project-list.repository.ts';
import { serializeProjectPage } from './project-list.service.ts';
import { presentProject } from './projects.presenter.ts';
import {
  advanceProjectStatus,
  findProjectById,
  insertProject,
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
 * What a project copy copies besides the project, in the copy's transaction: the rooms, whose
 * module sits above this one (wired in src/app.ts, docs/decisions/050).
 */
export type CopyProjectContents = (
  tx: Database,
  fromProjectId: number,
  toProjectId: number,
) => Promise<unknown>;

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
export async function markProjectSent(tx: Database, projectId: number): Promise<void> {
  await advanceProjectStatus(tx, projectId, 'SENT', listStatusesBefore('SENT'));
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
 * Saves a project over the version it was loaded at (`expectedVersion`): one conditional UPDATE, so of racing saves exactly one wins.
 */
export async function updateProject(
  db: Database,
  principal: Principal,
  id: number,
  data: ProjectData,
  expectedVersion: number,
): Promise<Project> {
  const row = await loadAccessibleProject(db, principal, id);
  checkSegment(principal, data.customer.segment, row.segment);
  const columns = await normalise(db, data);
  if (!(await updateProjectRow(db, id, expectedVersion, columns))) {
    throw new AppError(
      409,
      'CONFLICT',
      'Este projeto foi alterado por outra pessoa. Recarregue e tente novamente.',
    );
  }
  return loadPresented(db, id);
}

/**
 * A copy named "Cópia de …", pending, owned by whoever copies it, with all its rooms
 * (`copyContents`, in the same transaction).
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
    const copyId = await insertProject(tx, ownerId, {
      name: `Cópia de ${source.name}`.slice(0, PROJECT_LIMITS.name),
      status: 'PENDING',
      customerName: source.customerName,
      customerEmail: source.customerEmail,
      customerCnpj: source.customerCnpj,
      customerPhone: source.customerPhone,
      street: source.street,
      state: source.state,
      city: source.city,
      country: source.country,
      zipcode: source.zipcode,
      segment: source.segment,
    });
    await copyContents(tx, source.id, copyId);
    return copyId;
  });
  return loadPresented(db, newId);
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
