import type { HeatLoadSummary, RoomData } from '@camara-fria/contracts';
import {
  computeHeatLoad,
  type CalculationStep,
  type HeatLoadRefs,
  type HeatLoadWarning,
} from '@camara-fria/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';

/** What the server stores with a room after computing it. */
export type StoredHeatLoad = {
  summary: HeatLoadSummary;
  steps: readonly CalculationStep[];
  warnings: readonly HeatLoadWarning[];
};

export type RoomDocument = Omit<RoomData, 'version'>;

const refsCache = new WeakMap<Database, Promise<HeatLoadRefs>>();

/** Materials and their conductivities as stored (seeded at start-up), read once per database. */
function readRefs(db: Database): Promise<HeatLoadRefs> {
  let refs = refsCache.get(db);
  if (!refs) {
    refs = db
      .select({ id: materials.id, conductivity: materials.conductivityWMK })
      .from(materials)
      .orderBy(asc(materials.id))
      .then((rows) => ({ materials: rows }));
    refsCache.set(db, refs);
  }
  return refs;
}

/**
 * The authority: recomputes the room's heat load with the domain engine (never trusting numbers
 * from the client) and writes each goods item's respiration load back into the document.
 * A DomainError (bad input the schema let through) becomes a 400 in the error handler.
 */
export async function computeRoomHeatLoad(
  db: Database,
  data: RoomData,
): Promise<{ document: RoomDocument; heatLoad: StoredHeatLoad }> {
  const { version: _version, ...document } = data;
  const result = computeHeatLoad(document, await readRefs(db));
  const goods = document.goods.map((item, index) => ({
    ...item,
    respirationHeatLoad:
      result.mode === 'CALCULATED' ? (result.goodsItems[index]?.respirationHeatLoad ?? 0) : null,
  }));
  return {
    document: { ...document, goods },
    heatLoad: {
      summary: {
        heatTransfer: result.heatTransfer,
        doors: result.doors,
        goods: result.goods,
        additionalLoad: result.additionalLoad,
        totalKw: result.totalKw,
        totalKcalh: result.totalKcalh,
        safetyMargin: document.safetyMargin,
        calcVersion: result.calcVersion,
      },
      steps: result.steps,
      warnings: result.warnings,
    },
  };
}
