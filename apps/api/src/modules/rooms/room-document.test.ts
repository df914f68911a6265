import { RoomInputSchema } from '@camara-fria/contracts';
import type { HeatTransfer, Surface } from '@camara-fria/domain';
import { ROOM_DEFAULTS } from '@camara-fria/domain';
import { buildChilledRoom, buildSurface, type RoomFixture } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  ROOM_DOCUMENT_MIGRATIONS,
  ROOM_DOCUMENT_VERSION,
  toStoredRoomDocument,
  upgradeRoomDocument,
} from './room-document.ts';
import type { RoomDocument } from './rooms.heat-load.ts';

/** The surfaces as version 3 spells them out: the material's k, one layer. */
function withLayers(heatTransfer: HeatTransfer) {
  const spell = (surface: Surface) => ({ ...surface, conductivity: null, additionalLayers: [] });
  return {
    ceiling: spell(heatTransfer.ceiling),
    floor: spell(heatTransfer.floor),
    walls: heatTransfer.walls.map(spell),
  };
}

/** The evaporator-fan load with no origin recorded, as version 5 spells it out (ADR 056). */
function withFanSource<T extends { additionalLoad: { evaporator: object } }>(document: T) {
  const { additionalLoad } = document;
  return {
    ...additionalLoad,
    evaporator: { ...additionalLoad.evaporator, source: null },
  };
}

/** A document as the service hands it over: the room body as the schema parsed it. */
const parseDocument = (room: object): RoomDocument => {
  const { version: _version, safetyMargin, areaBasis, ...document } = RoomInputSchema.parse(room);
  return {
    ...document,
    safetyMargin: safetyMargin ?? ROOM_DEFAULTS.safetyMargin,
    areaBasis: areaBasis ?? 'OUTSIDE',
  };
};

/** The six surfaces of a 6 × 4 × 3 m room with the manual flag each of them is expected to get. */
function withSizeFlags(heatTransfer: HeatTransfer, ...flags: boolean[]) {
  const flag = (index: number) => flags[index] ?? flags[0] ?? false;
  return {
    ceiling: { ...heatTransfer.ceiling, isSizeManual: flag(0) },
    floor: { ...heatTransfer.floor, isSizeManual: flag(1) },
    walls: heatTransfer.walls.map((wall, index) => ({ ...wall, isSizeManual: flag(index + 2) })),
  };
}

/** A version 2 document: what this code stored before surfaces carried `isSizeManual`. */
function buildV2Document(overrides: Partial<RoomFixture> = {}) {
  const room = buildChilledRoom(overrides);
  return { ...room, schemaVersion: 2 };
}

describe('room document versions', () => {
  it('4 → 5: the evaporator-fan load gets a null origin; one already there is kept', () => {
    const migration = ROOM_DOCUMENT_MIGRATIONS.find((step) => step.from === 4);
    if (!migration) throw new Error('no 4 → 5 migration');
    const v4 = { ...buildChilledRoom(), schemaVersion: 4 };
    expect(migration.up(v4)).toEqual({ ...v4, additionalLoad: withFanSource(v4) });
    const source = { model: 'EP-100', count: 2, unitFanPowerKw: 0.21 };
    const taken = {
      ...v4,
      additionalLoad: {
        ...v4.additionalLoad,
        evaporator: { ...v4.additionalLoad.evaporator, source },
      },
    };
    expect(migration.up(taken)).toEqual(taken);
  });

  it('5 → 6: a stored room keeps the inside basis its surfaces were sized on (ADR 057); one that says is kept', () => {
    const migration = ROOM_DOCUMENT_MIGRATIONS.find((step) => step.from === 5);
    expect(migration?.name).toBe('keep-inside-dimension-areas');
    const v5 = { ...buildChilledRoom(), schemaVersion: 5 };
    expect(migration?.up(v5)).toEqual({ ...v5, areaBasis: 'INSIDE' });
    const outside = { ...v5, areaBasis: 'OUTSIDE' };
    expect(migration?.up(outside)).toEqual(outside);
  });

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
        heatTransfer: withSizeFlags(withLayers(v1.heatTransfer), false),
        additionalLoad: withFanSource(v1),
        areaBasis: 'INSIDE',
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

  it('3 → 4: a surface whose stored size is the stored dimensions’ follows the room, any other is manual', () => {
    const v2 = buildV2Document();
    const { ceiling, floor, walls } = v2.heatTransfer;
    // Wall 2 and the floor were set by hand (or left behind by a change of dimensions); the
    // ceiling is within a micrometre of the room's 4 × 6 m.
    const stored = {
      ...v2,
      heatTransfer: {
        ceiling: { ...ceiling, length: 6 + 5e-7 },
        floor: { ...floor, width: 3.5 },
        walls: walls.map((wall, index) => (index === 1 ? { ...wall, length: 5.9 } : wall)),
      },
    };
    const upgraded = upgradeRoomDocument(stored);
    expect(upgraded).toEqual({
      ok: true,
      fromVersion: 2,
      document: {
        ...stored,
        heatTransfer: withSizeFlags(
          withLayers(stored.heatTransfer),
          false,
          true,
          false,
          true,
          false,
          false,
        ),
        additionalLoad: withFanSource(stored),
        areaBasis: 'INSIDE',
        schemaVersion: ROOM_DOCUMENT_VERSION,
      },
    });
    // Sizes, materials and everything else are kept as stored, and the result validates.
    expect(upgraded.ok && RoomInputSchema.safeParse(upgraded.document).success).toBe(true);
  });

  it('3 → 4: a room whose surfaces all follow it gets every flag false; a flag already there is kept', () => {
    const v2 = buildV2Document({ length: 5.9 });
    const migration = ROOM_DOCUMENT_MIGRATIONS.find((step) => step.from === 3);
    expect(migration?.name).toBe('infer-manual-surface-sizes');
    // buildChilledRoom is 6 m long: with length 5.9 the ceiling, floor and walls 2 and 4 are off.
    expect(migration?.up(v2)).toMatchObject({
      heatTransfer: withSizeFlags(v2.heatTransfer, true, true, false, true, false, true),
    });
    const consistent = buildV2Document();
    expect(migration?.up(consistent)).toEqual({
      ...consistent,
      heatTransfer: withSizeFlags(consistent.heatTransfer, false),
    });
    const flagged = {
      ...consistent,
      heatTransfer: withSizeFlags(consistent.heatTransfer, true),
    };
    expect(migration?.up(flagged)).toEqual(flagged);
  });

  it('3 → 4: leaves a document it cannot read for the schema to refuse', () => {
    const migration = ROOM_DOCUMENT_MIGRATIONS.find((step) => step.from === 3);
    const broken = [
      { ...buildV2Document(), length: 'seis' },
      { ...buildV2Document(), heatTransfer: null },
      { ...buildV2Document(), height: undefined },
    ];
    for (const document of broken) expect(migration?.up(document)).toEqual(document);
    const odd = buildV2Document();
    const surfaces = {
      ...odd.heatTransfer,
      ceiling: 'teto',
      walls: [null, ...odd.heatTransfer.walls],
    };
    const upgraded = migration?.up({ ...odd, heatTransfer: surfaces }) as {
      heatTransfer: { ceiling: unknown; walls: unknown[] };
    };
    expect(upgraded.heatTransfer.ceiling).toBe('teto');
    expect(upgraded.heatTransfer.walls[0]).toBeNull();
    expect(upgraded.heatTransfer.walls[4]).toEqual(odd.heatTransfer.walls[3]);
  });
});

describe('2 → 3: spell-out-surface-layers (ADR 024)', () => {
  const migration = ROOM_DOCUMENT_MIGRATIONS.find((each) => each.from === 2);

  it('gives every surface the material’s k and a single layer, and keeps what is there', () => {
    const room = buildChilledRoom();
    const v2 = { ...room, schemaVersion: 2 };
    const upgraded = upgradeRoomDocument(v2);
    expect(upgraded.ok && upgraded.document.heatTransfer).toEqual(
      withSizeFlags(withLayers(room.heatTransfer), false),
    );
    expect(upgraded.ok && upgraded.fromVersion).toBe(2);

    const layer = { material: { id: 16 }, thickness: 50, conductivity: null };
    const layered = buildSurface({ conductivity: 0.03, additionalLayers: [layer] });
    const kept = migration?.up({ heatTransfer: { ...room.heatTransfer, ceiling: layered } });
    expect(kept?.heatTransfer).toMatchObject({ ceiling: layered });
  });

  it('leaves a document without surfaces to the schema to refuse', () => {
    expect(migration?.name).toBe('spell-out-surface-layers');
    expect(migration?.up({ name: 'x' })).toEqual({ name: 'x' });
    expect(migration?.up({ heatTransfer: { ceiling: 1, walls: 'x' } })).toEqual({
      heatTransfer: { ceiling: 1, floor: undefined, walls: 'x' },
    });
  });
});
