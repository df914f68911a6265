import { RoomInputSchema } from '@camara-fria/contracts';
import { ROOM_DEFAULTS } from '@camara-fria/domain';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  ROOM_DOCUMENT_MIGRATIONS,
  ROOM_DOCUMENT_VERSION,
  toStoredRoomDocument,
  upgradeRoomDocument,
} from './room-document.ts';
import type { RoomDocument } from './rooms.heat-load.ts';

/** A document as the service hands it over: the room body as the schema parsed it. */
const parseDocument = (room: object): RoomDocument => {
  const { version: _version, safetyMargin, ...document } = RoomInputSchema.parse(room);
  return { ...document, safetyMargin: safetyMargin ?? ROOM_DEFAULTS.safetyMargin };
};

describe('room document versions', () => {
  it('has one named migration per version step, in order, up to the current version', () => {
    expect(ROOM_DOCUMENT_MIGRATIONS.map((migration) => migration.from)).toEqual(
      Array.from({ length: ROOM_DOCUMENT_VERSION - 1 }, (_, index) => index + 1),
    );
    expect(new Set(ROOM_DOCUMENT_MIGRATIONS.map((migration) => migration.name)).size).toBe(
      ROOM_DOCUMENT_MIGRATIONS.length,
    );
  });

  it('upgrades a version 1 document: nullable fields spelled out, the current version stamped', () => {
    const { typedTotalKcalh: _typed, ...room } = buildChilledRoom();
    const v1 = { ...room, goods: room.goods.map(({ respirationHeatLoad: _r, ...item }) => item) };
    const upgraded = upgradeRoomDocument(v1);
    expect(upgraded).toEqual({
      ok: true,
      fromVersion: 1,
      document: {
        ...v1,
        typedTotalKcalh: null,
        goods: v1.goods.map((item) => ({ ...item, respirationHeatLoad: null })),
        schemaVersion: ROOM_DOCUMENT_VERSION,
      },
    });
    // Values a version 1 document did hold are kept.
    const typed = upgradeRoomDocument({ ...v1, typedTotalKcalh: 5000 });
    expect(typed.ok && typed.document.typedTotalKcalh).toBe(5000);
  });

  it('leaves a current document as it is and writes every save at the current version', () => {
    const stored = toStoredRoomDocument(parseDocument(buildChilledRoom()));
    expect(stored.schemaVersion).toBe(ROOM_DOCUMENT_VERSION);
    expect(upgradeRoomDocument(stored)).toEqual({
      ok: true,
      fromVersion: ROOM_DOCUMENT_VERSION,
      document: stored,
    });
    const { typedTotalKcalh: _typed, ...withoutTyped } = buildChilledRoom();
    expect(toStoredRoomDocument(parseDocument(withoutTyped)).typedTotalKcalh).toBeNull();
  });

  it('refuses what is not a document or a version it does not know', () => {
    for (const stored of [null, 'x', [], { schemaVersion: 0 }, { schemaVersion: 1.5 }]) {
      expect(upgradeRoomDocument(stored).ok).toBe(false);
    }
    expect(upgradeRoomDocument({ schemaVersion: ROOM_DOCUMENT_VERSION + 1 })).toEqual({
      ok: false,
      message: 'Versão do documento gravado desconhecida.',
    });
  });
});
