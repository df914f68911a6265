import {
  hasBalancePoint,
  type OperatingSystemDto,
  type OperatingSystemInput,
  type SystemCalculationAnswer,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import {
  presentVersionRef,
  type CatalogStore,
  type LoadedCatalog,
} from '../catalog/catalog.service.ts';
import {
  loadAccessibleProject,
  type ProjectEquipmentChanged,
} from '../projects/projects.service.ts';
import {
  checkSystemRooms,
  evaluateSystem,
  type SystemEvaluation,
} from './operating-systems.compute.ts';
import { resolvesIn } from './operating-systems.equipment.ts';
import {
  presentSystem,
  toStoredChoices,
  type StoredChoices,
} from './operating-systems.presenter.ts';
import {
  deactivateOtherSystems,
  deleteSystem as deleteSystemRow,
  findRoomsInOtherSystems,
  findSystem,
  findSystemOfRoom,
  insertSystem,
  replaceSystemRooms,
  rewriteSystem,
  updateSystem as updateSystemRow,
  type OperatingSystemColumns,
  type OperatingSystemRow,
} from './operating-systems.repository.ts';
import { loadRoomFacts, type RoomFacts } from './operating-systems.rooms.ts';
import { describeBasis } from './operating-systems.staleness.ts';
import type { StoredSelections } from './system-documents.ts';
import { listProjectSystems, loadPresentContext } from './system-list.service.ts';

/**
 * Operating systems of a project (spec part 2 §3, §4, §7; docs/decisions/024): they follow
 * their project's access rule (docs/decisions/007), the server reads the choices in the
 * catalogue and computes every result.
 */

const systemNotFound = () => notFound('Sistema não encontrado.');
const systemConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Este sistema foi alterado por outra pessoa. Recarregue e tente novamente.',
  );

type Services = {
  db: Database;
  store: CatalogStore;
  /**
   * Announced in the transaction of every save and delete: the proposals keep their draft's
   * total by it (docs/decisions/029; wired in src/app.ts, docs/decisions/050).
   */
  equipmentChanged: ProjectEquipmentChanged;
};

async function present(
  db: Database,
  row: OperatingSystemRow,
  rooms?: ReadonlyMap<number, RoomFacts>,
): Promise<OperatingSystemDto> {
  return presentSystem(row, await loadPresentContext(db, row.projectId, [row], rooms));
}

export async function listSystems(
  db: Database,
  principal: Principal,
  projectId: number,
): Promise<OperatingSystemDto[]> {
  await loadAccessibleProject(db, principal, projectId);
  return listProjectSystems(db, projectId);
}

export async function getSystem(
  db: Database,
  principal: Principal,
  projectId: number,
  id: number,
): Promise<OperatingSystemDto> {
  await loadAccessibleProject(db, principal, projectId);
  const row = await findSystem(db, projectId, id);
  if (!row) throw systemNotFound();
  return present(db, row);
}

/**
 * The catalogue version a save reads its choices in (docs/decisions/024): a new system the
 * active one; a saved system the one it is bound to, unless its choices were all picked again
 * in the active one (then it moves to the active version).
 */
async function chooseCatalog(
  store: CatalogStore,
  input: OperatingSystemInput,
  boundVersionId: number | null,
): Promise<LoadedCatalog> {
  if (boundVersionId === null) return store.getActive();
  const bound = await store.getVersion(boundVersionId);
  if (resolvesIn(bound, input)) return bound;
  const active = await store.getActive();
  return resolvesIn(active, input) ? active : bound;
}

type Evaluated = { loaded: LoadedCatalog; evaluation: SystemEvaluation; rooms: RoomFacts[] };

async function evaluate(
  { db, store }: Services,
  projectId: number,
  input: OperatingSystemInput,
  boundVersionId: number | null,
  facts?: ReadonlyMap<number, RoomFacts>,
): Promise<Evaluated> {
  const rooms = checkSystemRooms(input, facts ?? (await loadRoomFacts(db, projectId)));
  const loaded = await chooseCatalog(store, input, boundVersionId);
  return { loaded, rooms, evaluation: evaluateSystem(loaded, input, rooms) };
}

function toColumns(input: OperatingSystemInput, evaluated: Evaluated): OperatingSystemColumns {
  const { result } = evaluated.evaluation;
  return {
    name: input.name,
    active: input.active,
    rack: input.rack,
    operationTemperature: input.operationTemperature,
    refrigerantCode: input.refrigerantFluid,
    input: toStoredChoices(input),
    catalogVersionId: evaluated.loaded.version.id,
    computed: { ...evaluated.evaluation.selections, basis: describeBasis(evaluated.rooms) },
    result,
    resultingDt: hasBalancePoint(result) ? result.resultingDt : null,
    resultingCapacity: hasBalancePoint(result) ? result.resultingCapacity : null,
  };
}

/** A room is in at most one system of the project (spec §4): names the room and its system. */
async function assertRoomsFree(
  db: Database,
  input: OperatingSystemInput,
  rooms: readonly RoomFacts[],
  systemId: number | null,
): Promise<void> {
  const taken = await findRoomsInOtherSystems(
    db,
    rooms.map((room) => room.id),
    systemId,
  );
  const [first] = taken;
  if (!first) return;
  const index = input.configurations.findIndex((item) => item.roomId === first.roomId);
  const name = rooms[index]?.name ?? String(first.roomId);
  const message = `A câmara ${name} já está no sistema ${first.systemName}: uma câmara pertence a um só sistema.`;
  throw new AppError(400, 'VALIDATION_FAILED', message, [
    { path: `configurations.${index}.roomId`, message },
  ]);
}

/** The unique indexes behind the rules, for racing saves the checks did not see. */
function translateUniqueViolation(error: unknown): never {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505') {
      const text = `${constraint ?? ''} ${message ?? ''}`;
      if (text.includes('system_rooms')) {
        const issue =
          'Uma das câmaras entrou em outro sistema ao mesmo tempo. Recarregue e tente novamente.';
        throw new AppError(400, 'VALIDATION_FAILED', issue, [
          { path: 'configurations', message: issue },
        ]);
      }
      throw systemConflict();
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  throw error;
}

export async function createSystem(
  services: Services,
  principal: Principal,
  projectId: number,
  input: OperatingSystemInput,
): Promise<OperatingSystemDto> {
  const { db } = services;
  await loadAccessibleProject(db, principal, projectId);
  const facts = await loadRoomFacts(db, projectId);
  const evaluated = await evaluate(services, projectId, input, null, facts);
  const row = await db
    .transaction(async (tx) => {
      await assertRoomsFree(tx, input, evaluated.rooms, null);
      if (input.active) await deactivateOtherSystems(tx, projectId, null);
      const inserted = await insertSystem(tx, projectId, toColumns(input, evaluated));
      await replaceSystemRooms(
        tx,
        inserted.id,
        evaluated.rooms.map((room) => room.id),
      );
      // The proposal's equipment, so its total, follows the saved systems (docs/decisions/029).
      await services.equipmentChanged(tx, projectId);
      return inserted;
    })
    .catch(translateUniqueViolation);
  return present(db, row, facts);
}

/** Thrown inside the transaction to roll it back when the version did not match. */
class StaleVersion extends Error {}

/**
 * Saves a system over the version it was loaded at (`expectedVersion`), recomputing its
 * selections and balance: of racing saves exactly one wins, the rest get 409.
 */
export async function updateSystem(
  services: Services,
  principal: Principal,
  projectId: number,
  id: number,
  input: OperatingSystemInput,
  expectedVersion: number,
): Promise<OperatingSystemDto> {
  const { db } = services;
  await loadAccessibleProject(db, principal, projectId);
  const stored = await findSystem(db, projectId, id);
  if (!stored) throw systemNotFound();
  const facts = await loadRoomFacts(db, projectId);
  const evaluated = await evaluate(services, projectId, input, stored.catalogVersionId, facts);
  try {
    const row = await db
      .transaction(async (tx) => {
        await assertRoomsFree(tx, input, evaluated.rooms, id);
        if (input.active) await deactivateOtherSystems(tx, projectId, id);
        const updated = await updateSystemRow(
          tx,
          projectId,
          id,
          expectedVersion,
          toColumns(input, evaluated),
        );
        if (!updated) throw new StaleVersion();
        await replaceSystemRooms(
          tx,
          id,
          evaluated.rooms.map((room) => room.id),
        );
        await services.equipmentChanged(tx, projectId);
        return updated;
      })
      .catch((error: unknown) => {
        if (error instanceof StaleVersion) throw error;
        return translateUniqueViolation(error);
      });
    return await present(db, row, facts);
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    if (!(await findSystem(db, projectId, id))) throw systemNotFound();
    throw systemConflict();
  }
}

export async function deleteSystem(
  { db, equipmentChanged }: Pick<Services, 'db' | 'equipmentChanged'>,
  principal: Principal,
  projectId: number,
  id: number,
): Promise<void> {
  await loadAccessibleProject(db, principal, projectId);
  const deleted = await db.transaction(async (tx) => {
    if (!(await deleteSystemRow(tx, projectId, id))) return false;
    await equipmentChanged(tx, projectId);
    return true;
  });
  if (!deleted) throw systemNotFound();
}

/**
 * "Calcular" on the unsaved system: the same checks and computation as a save, nothing stored.
 * `systemId` (a saved system being edited) reads its choices in the version it is bound to.
 * @throws 422 SYSTEM_INCOMPLETE when the equipment is incomplete.
 */
export async function calculateSystem(
  services: Services,
  principal: Principal,
  projectId: number,
  input: OperatingSystemInput,
  systemId: number | undefined,
): Promise<SystemCalculationAnswer> {
  const { db } = services;
  await loadAccessibleProject(db, principal, projectId);
  let boundVersionId: number | null = null;
  if (systemId !== undefined) {
    const stored = await findSystem(db, projectId, systemId);
    if (!stored) throw systemNotFound();
    boundVersionId = stored.catalogVersionId;
  }
  const { loaded, evaluation } = await evaluate(services, projectId, input, boundVersionId);
  if (!evaluation.result) {
    const message = evaluation.missing ?? 'Complete os equipamentos do sistema.';
    throw new AppError(422, 'SYSTEM_INCOMPLETE', message, [{ path: '', message }]);
  }
  return { catalogVersion: presentVersionRef(loaded.version), result: evaluation.result };
}

/**
 * A room leaves its system when it is deleted (in the caller's transaction, before the room's
 * row goes; the rooms' deletion hook, wired in src/app.ts): its configuration is removed and the system's results are reset, as any change of
 * the system's rooms resets them (spec §4), and the system's version moves on.
 */
export async function removeRoomFromSystem(db: Database, roomId: number): Promise<void> {
  const system = await findSystemOfRoom(db, roomId);
  if (!system) return;
  const { input: choices, computed } = system;
  const keep = choices.configurations.map((configuration) => configuration.roomId !== roomId);
  await rewriteSystem(db, system.id, {
    input: {
      ...choices,
      configurations: choices.configurations.filter((_, index) => keep[index]),
    } satisfies StoredChoices,
    computed: {
      ...computed,
      configurations: computed.configurations.filter((_, index) => keep[index]),
      basis: computed.basis && {
        rooms: computed.basis.rooms.filter((room) => room.roomId !== roomId),
      },
    } satisfies StoredSelections,
    result: null,
    resultingDt: null,
    resultingCapacity: null,
  });
}
