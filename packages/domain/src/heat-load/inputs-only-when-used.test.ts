import { describe, expect, it } from 'vitest';
import { buildChilledRoom, buildDoor, buildRoom, REFS } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import { DoorsGroupSchema, VOLUME_IGNORED_DOOR_FIELDS } from './room-schema.ts';
import { computeHeatLoad } from './total-load.ts';
import type { Door } from './types.ts';

/** A door entry without the fields VOLUME does not read (and no protection). */
function withoutIgnoredFields(door: Door): Partial<Door> {
  const kept: Record<string, unknown> = { ...door };
  for (const field of VOLUME_IGNORED_DOOR_FIELDS) delete kept[field];
  delete kept.protectionBarrier;
  delete kept.protectionBarrierEfficiency;
  return kept;
}

const chiller = { roomTemperature: 4, length: 4, width: 2.4, height: 3 };

describe('the VOLUME method asks only what it uses (issue 11, item 5)', () => {
  it('names exactly the door fields VOLUME leaves out', () => {
    expect(VOLUME_IGNORED_DOOR_FIELDS).toEqual([
      'count',
      'width',
      'height',
      'openingFrequency',
      'openCloseDuration',
      'openDuration',
    ]);
  });

  it('gives the same infiltration with or without the fields it leaves out', () => {
    const door = buildDoor({ adjacentAmbientTemperature: 30, airExchangeRate: null });
    const full = computeInfiltrationLoad(
      { calculationMethod: 'VOLUME', doors: [door] },
      chiller,
      [],
    );
    const bare = computeInfiltrationLoad(
      { calculationMethod: 'VOLUME', doors: [withoutIgnoredFields(door) as Door] },
      chiller,
      [],
    );
    const nulls = computeInfiltrationLoad(
      {
        calculationMethod: 'VOLUME',
        doors: [{ ...door, count: null, width: null, height: null, openingFrequency: null }],
      },
      chiller,
      [],
    );
    expect(bare.daily).toBe(full.daily);
    expect(nulls.daily).toBe(full.daily);
    expect(bare.steps).toEqual(full.steps);
  });

  it('gives a whole room the same heat load without them', () => {
    const room = buildChilledRoom();
    const door = room.doors.doors[0] as Door;
    const bare = { ...room, doors: { ...room.doors, doors: [withoutIgnoredFields(door) as Door] } };
    expect(computeHeatLoad(bare, REFS).totalKcalh).toBe(computeHeatLoad(room, REFS).totalKcalh);
  });

  it('still checks a left-out field that is given, and AIR_VELOCITY still needs every field', () => {
    expectDomainError(
      () =>
        computeInfiltrationLoad(
          { calculationMethod: 'VOLUME', doors: [buildDoor({ width: -2 })] },
          chiller,
          [],
        ),
      'INVALID_GEOMETRY',
      'doors.doors[0].width',
    );
    expectDomainError(
      () =>
        computeInfiltrationLoad(
          { calculationMethod: 'AIR_VELOCITY', doors: [buildDoor({ width: null })] },
          chiller,
          [],
        ),
      'MISSING_INPUT',
      'doors.doors[0].width',
    );
  });
});

describe('DoorsGroupSchema: the fields VOLUME leaves out', () => {
  const messages = (group: unknown) => {
    const result = DoorsGroupSchema.safeParse(group);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a VOLUME door without them and stores them as null', () => {
    const door = withoutIgnoredFields(buildDoor());
    const parsed = DoorsGroupSchema.parse({ calculationMethod: 'VOLUME', doors: [door] });
    for (const field of VOLUME_IGNORED_DOOR_FIELDS) expect(parsed.doors[0]?.[field]).toBeNull();
    expect(parsed.doors[0]?.protectionBarrierEfficiency).toBeNull();
    expect(parsed.doors[0]?.adjacentAmbientTemperature).toBe(door.adjacentAmbientTemperature);
  });

  it('still refuses a given value out of its limits with VOLUME', () => {
    expect(messages({ calculationMethod: 'VOLUME', doors: [buildDoor({ width: 20 })] })).toEqual([
      'doors.0.width: A largura é no máximo 15 m.',
    ]);
  });

  it('asks for each of them with AIR_VELOCITY, all at once', () => {
    const door = withoutIgnoredFields(buildDoor());
    expect(
      messages({
        calculationMethod: 'AIR_VELOCITY',
        doors: [{ ...door, adjacentAmbientRelativeHumidity: 120 }],
      }),
    ).toEqual([
      'doors.0.adjacentAmbientRelativeHumidity: A umidade relativa do ambiente adjacente é no máximo 100 %.',
      'doors.0.count: Informe a quantidade.',
      'doors.0.width: Informe a largura.',
      'doors.0.height: Informe a altura.',
      'doors.0.openingFrequency: Informe a frequência de abertura.',
      'doors.0.openCloseDuration: Informe o tempo de abertura e fechamento.',
      'doors.0.openDuration: Informe o tempo de porta aberta.',
    ]);
  });

  it('keeps a complete AIR_VELOCITY room valid', () => {
    expect(messages(buildRoom().doors)).toEqual([]);
  });
});
