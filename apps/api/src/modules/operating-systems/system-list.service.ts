import type { CatalogVersionRef, OperatingSystemDto } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { readCatalogVersionRef } from '../catalog/catalog.service.ts';
import { loadRefrigerantIds } from '../reference-data/reference-data.service.ts';
import { presentSystem, type PresentContext } from './operating-systems.presenter.ts';
import { findSystems, type OperatingSystemRow } from './operating-systems.repository.ts';
import { loadRoomFacts, type RoomFacts } from './operating-systems.rooms.ts';

/** What presenting stored systems reads: their rooms, the refrigerant ids, their catalogue versions. */
export async function loadPresentContext(
  db: Database,
  projectId: number,
  rows: readonly OperatingSystemRow[],
  rooms?: ReadonlyMap<number, RoomFacts>,
): Promise<PresentContext> {
  const catalogVersions = new Map<number, CatalogVersionRef>();
  for (const id of new Set(rows.map((row) => row.catalogVersionId))) {
    const version = await readCatalogVersionRef(db, id);
    if (version) catalogVersions.set(id, version);
  }
  return {
    rooms: rooms ?? (await loadRoomFacts(db, projectId)),
    refrigerantIds: await loadRefrigerantIds(db),
    catalogVersions,
  };
}

/**
 * A project's saved systems in list order, as the API answers them. No access check: the caller
 * has made it (docs/decisions/007). The proposals read a draft's systems through it (wired in
 * src/app.ts, docs/decisions/050).
 */
export async function listProjectSystems(
  db: Database,
  projectId: number,
): Promise<OperatingSystemDto[]> {
  const rows = await findSystems(db, projectId);
  const context = await loadPresentContext(db, projectId, rows);
  return rows.map((row) => presentSystem(row, context));
}
