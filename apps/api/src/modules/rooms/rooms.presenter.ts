import {
  completeHeatLoadSummary,
  RoomSchema,
  StoredRoomInputSchema,
  translateHeatLoadWarning,
  type FieldIssue,
  type HeatLoadRecord,
  type InvalidRoomDto,
  type RoomDto,
} from '@camara-fria/contracts';
import { upgradeRoomDocument } from './room-document.ts';
import type { RoomDocument } from './rooms.heat-load.ts';
import type { RoomRow } from './rooms.repository.ts';

export type RoomDetail = 'plain' | 'summary' | 'full';

export const STORED_ROOM_INVALID_MESSAGE =
  'Os dados gravados desta câmara não são mais válidos. Salve-a de novo com valores válidos ou exclua-a.';

/**
 * A stored room on the wire: the document (upgraded to the current version, see
 * room-document.ts), plus the heat load as asked (summary, memorial). A summary stored before the
 * margin in kW and the 24 h average existed gets them from its own figures.
 */
export function presentRoom(row: RoomRow, document: RoomDocument, detail: RoomDetail): RoomDto {
  const heatLoad = row.heatLoad as HeatLoadRecord;
  const { schemaVersion: _schemaVersion, ...fields } = document as RoomDocument & {
    schemaVersion?: number;
  };
  return {
    ...fields,
    typedTotalKcalh: fields.typedTotalKcalh ?? null,
    goods: fields.goods.map((item) => ({
      ...item,
      respirationHeatLoad: item.respirationHeatLoad ?? null,
    })),
    id: row.id,
    project: { id: row.projectId },
    status: 'UPDATING',
    ...(detail === 'plain'
      ? {}
      : { heatLoad: completeHeatLoadSummary(heatLoad.summary, fields.operatingHours) }),
    ...(detail === 'full'
      ? {
          calculationSteps: heatLoad.steps.map((step) => ({ ...step, inputs: [...step.inputs] })),
          warnings: heatLoad.warnings.map(translateHeatLoadWarning),
        }
      : {}),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CheckedRoom =
  { ok: true; room: RoomDto; document: RoomDocument } | { ok: false; issues: FieldIssue[] };

/**
 * A stored row checked against today's contract before it is shown or copied: its document,
 * upgraded from the version it was stored at, must pass the room input schema (today's limits;
 * a name stored before control and direction characters were refused still reads: decision 045)
 * and its presentation, with the whole stored heat load, the answer schema. A row that fails
 * (older limits, an unknown document version, a hand-edited or broken row) is never answered as
 * a room: lists flag it, GET answers 422, the project copy leaves it out.
 */
export function checkStoredRoom(row: RoomRow, detail: RoomDetail): CheckedRoom {
  const upgraded = upgradeRoomDocument(row.data);
  if (!upgraded.ok)
    return { ok: false, issues: [{ path: 'schemaVersion', message: upgraded.message }] };
  const input = StoredRoomInputSchema.safeParse(upgraded.document);
  if (!input.success) return { ok: false, issues: toIssues(input.error.issues) };
  const document = upgraded.document as RoomDocument;
  let full: RoomDto;
  try {
    full = presentRoom(row, document, 'full');
  } catch {
    return { ok: false, issues: [{ path: 'heatLoad', message: 'Resultado gravado ilegível.' }] };
  }
  const output = RoomSchema.safeParse(full);
  if (!output.success) return { ok: false, issues: toIssues(output.error.issues) };
  const room = detail === 'full' ? full : presentRoom(row, document, detail);
  return { ok: true, room, document };
}

function toIssues(issues: readonly { path: PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** How a list shows a room that fails {@link checkStoredRoom}. */
export function presentInvalidRoom(row: RoomRow): InvalidRoomDto {
  return {
    id: row.id,
    project: { id: row.projectId },
    name: row.name,
    heatLoad: null,
    invalid: { code: 'STORED_ROOM_INVALID', message: STORED_ROOM_INVALID_MESSAGE },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
