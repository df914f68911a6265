import type { RoomDto } from '@camara-fria/contracts';
import type { RoomDocument, StoredHeatLoad } from './rooms.heat-load.ts';
import type { RoomRow } from './rooms.repository.ts';

export type RoomDetail = 'plain' | 'summary' | 'full';

/** A stored room on the wire: the document, plus the heat load as asked (summary, memorial). */
export function presentRoom(row: RoomRow, detail: RoomDetail): RoomDto {
  const document = row.data as RoomDocument;
  const heatLoad = row.heatLoad as StoredHeatLoad;
  return {
    ...document,
    typedTotalKcalh: document.typedTotalKcalh ?? null,
    goods: document.goods.map((item) => ({
      ...item,
      respirationHeatLoad: item.respirationHeatLoad ?? null,
    })),
    id: row.id,
    project: { id: row.projectId },
    status: 'UPDATING',
    ...(detail === 'plain' ? {} : { heatLoad: heatLoad.summary }),
    ...(detail === 'full'
      ? {
          calculationSteps: heatLoad.steps.map((step) => ({ ...step, inputs: [...step.inputs] })),
          warnings: [...heatLoad.warnings],
        }
      : {}),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
