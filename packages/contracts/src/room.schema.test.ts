import {
  addGoodsItem,
  applyOpeningFrequency,
  createDefaultRoom,
  createSuggestedDoor,
  GOODS,
  ROOM_FIELDS,
  suggestAdditionalLoad,
  suggestDoorCalculationMethod,
  suggestHeatTransfer,
  suggestOperatingHours,
  type GoodsItem,
} from '@camara-fria/domain';
import { buildChilledRoom, buildSurface } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { RoomInputSchema } from './room.schema.ts';

const surface = buildSurface();

function messagesOf(input: unknown): string[] {
  const result = RoomInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RoomInputSchema', () => {
  it('accepts a complete room', () => {
    expect(messagesOf(buildChilledRoom())).toEqual([]);
  });

  it('enforces the limits of spec §5 with Portuguese messages', () => {
    expect(
      messagesOf(
        buildChilledRoom({
          name: '',
          roomTemperature: -40,
          ambientTemperature: 45,
          operatingHours: 0,
          height: 0.5,
        }),
      ),
    ).toEqual([
      'name: Informe o nome da câmara.',
      'roomTemperature: A temperatura da câmara vai de −35 a 21 °C.',
      'ambientTemperature: A temperatura ambiente vai de −40 a 43 °C.',
      'operatingHours: As horas de operação vão de 1 a 24 h.',
      'height: A altura vai de 1 a 50 m.',
    ]);
  });

  it('requires the typed total for calculation type 2 and allows one door entry with VOLUME', () => {
    expect(messagesOf(buildChilledRoom({ calculationType: 2 }))).toEqual([
      'typedTotalKcalh: Informe a carga térmica total em kcal/h.',
    ]);
    const door = {
      count: 1,
      width: 1,
      height: 2,
      adjacentAmbientTemperature: 30,
      adjacentAmbientRelativeHumidity: 60,
      internalRelativeHumidity: 85,
      openingFrequency: 2,
      openCloseDuration: 3,
      openDuration: 0.5,
      protectionBarrierEfficiency: null,
      airExchangeRate: 0,
    };
    expect(
      messagesOf(buildChilledRoom({ doors: { calculationMethod: 'VOLUME', doors: [door, door] } })),
    ).toEqual(['doors.doors: O método por volume aceita uma única entrada de porta.']);
    expect(
      messagesOf(
        buildChilledRoom({
          doors: { calculationMethod: 'VOLUME', doors: [{ ...door, openingFrequency: 0 }] },
        }),
      ),
    ).toEqual([
      'doors.doors.0.openingFrequency: A frequência de abertura deve ser maior que zero.',
    ]);
  });

  it('refuses NaN, missing surfaces and a thickness below 1 mm', () => {
    const room = buildChilledRoom();
    expect(messagesOf({ ...room, length: Number.NaN })).toEqual(['length: Informe o comprimento.']);
    expect(
      messagesOf({ ...room, heatTransfer: { ...room.heatTransfer, walls: [surface] } }),
    ).toEqual(['heatTransfer.walls: Informe as quatro paredes.']);
    expect(
      messagesOf({
        ...room,
        heatTransfer: { ...room.heatTransfer, ceiling: { ...surface, thickness: 0 } },
      }),
    ).toEqual(['heatTransfer.ceiling.thickness: A espessura vai de 1 a 1.000 mm.']);
  });

  it('refuses overflowing sizes and implausible physics with the range in Portuguese', () => {
    const room = buildChilledRoom();
    const walls = room.heatTransfer.walls.map((wall, index) =>
      index === 2 ? { ...wall, width: 1e308 } : wall,
    );
    expect(messagesOf({ ...room, heatTransfer: { ...room.heatTransfer, walls } })).toEqual([
      'heatTransfer.walls.2.width: A largura é no máximo 210 m.',
    ]);
    expect(messagesOf({ ...room, length: 1e300, width: 1e300, height: 51 })).toEqual([
      'length: O comprimento é no máximo 200 m.',
      'width: A largura é no máximo 200 m.',
      'height: A altura vai de 1 a 50 m.',
    ]);
    expect(
      messagesOf({
        ...room,
        ambientTemperature: -41,
        heatTransfer: { ...room.heatTransfer, ceiling: { ...surface, thickness: 1001 } },
        additionalLoad: { ...room.additionalLoad, staff: { count: 10_001, duration: 4 } },
      }),
    ).toEqual([
      'ambientTemperature: A temperatura ambiente vai de −40 a 43 °C.',
      'heatTransfer.ceiling.thickness: A espessura vai de 1 a 1.000 mm.',
      'additionalLoad.staff.count: O número de pessoas é no máximo 10.000.',
    ]);
    const item: GoodsItem = {
      goods: { id: 1 },
      palletCapacity: 30,
      dailyMovement: 5e8 + 1,
      storageCapacity: 100,
      checkinTemperature: 150,
      checkoutTemperature: 2,
      processingTime: 1e-300,
      freezingPoint: -1,
      specificHeatAboveFreezing: 3.6,
      specificHeatBelowFreezing: 1.9,
      latentHeatOfFusion: 270,
      heatOfRespiration: 40,
    };
    expect(messagesOf({ ...room, goods: [item] })).toEqual([
      'goods.0.dailyMovement: A movimentação diária é no máximo 500.000.000 kg.',
      'goods.0.checkinTemperature: A temperatura de entrada vai de −50 a 100 °C.',
      'goods.0.processingTime: O tempo de processamento vai de 0,1 a 168 h.',
    ]);
  });

  it('accepts every room the domain suggests, from the smallest to the largest allowed', () => {
    const sizes = [
      { length: 1, width: 1, height: 1 },
      { length: 6, width: 4, height: 3 },
      { length: ROOM_FIELDS.length.max, width: ROOM_FIELDS.width.max, height: 4 },
      { length: ROOM_FIELDS.length.max, width: ROOM_FIELDS.width.max, height: 7 },
      {
        length: ROOM_FIELDS.length.max,
        width: ROOM_FIELDS.width.max,
        height: ROOM_FIELDS.height.max,
      },
    ];
    const { roomTemperature, ambientTemperature } = ROOM_FIELDS;
    const temperatures = [
      { roomTemperature: roomTemperature.min, ambientTemperature: ambientTemperature.max },
      { roomTemperature: roomTemperature.max, ambientTemperature: ambientTemperature.max },
      { roomTemperature: roomTemperature.min, ambientTemperature: ambientTemperature.min },
      { roomTemperature: 0, ambientTemperature: 38 },
    ];
    const goods = [GOODS[0], GOODS[GOODS.length - 1]].filter((good) => good !== undefined);
    let checked = 0;
    for (const size of sizes) {
      for (const temperature of temperatures) {
        for (const itemCount of [1, 3]) {
          const base = {
            ...createDefaultRoom(1),
            ...size,
            ...temperature,
            operatingHours: suggestOperatingHours(temperature.roomTemperature),
          };
          let items: GoodsItem[] = [];
          for (let index = 0; index < itemCount; index += 1) {
            items = addGoodsItem(items, base, goods[index % goods.length]);
          }
          const doorRoom = { height: base.height, roomTemperature: base.roomTemperature };
          const doors = applyOpeningFrequency(
            {
              calculationMethod: suggestDoorCalculationMethod(base.height),
              doors: [createSuggestedDoor(doorRoom, items, 1)],
            },
            items,
          );
          const { status: _status, ...room } = {
            ...base,
            heatTransfer: suggestHeatTransfer(base),
            goods: items,
            additionalLoad: suggestAdditionalLoad(base, items),
            doors,
          };
          expect(messagesOf(room), JSON.stringify({ size, temperature, itemCount })).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(sizes.length * temperatures.length * 2);
  });
});

describe('RoomInputSchema: a surface’s custom k and layers (ADR 024)', () => {
  const withCeiling = (ceiling: object) => {
    const room = buildChilledRoom();
    return { ...room, heatTransfer: { ...room.heatTransfer, ceiling: { ...surface, ...ceiling } } };
  };

  it('keeps rooms sent without them valid: k null (the material’s) and no extra layer', () => {
    const parsed = RoomInputSchema.parse(buildChilledRoom());
    for (const each of [parsed.heatTransfer.ceiling, ...parsed.heatTransfer.walls]) {
      expect(each).toMatchObject({ conductivity: null, additionalLayers: [] });
    }
  });

  it('refuses a k of 0 or above 5 W/(m·K) and a fourth layer, in Portuguese, at the field', () => {
    const layer = { material: { id: 14 }, thickness: 150, conductivity: null };
    expect(
      messagesOf(
        withCeiling({
          conductivity: 0,
          additionalLayers: [
            { ...layer, conductivity: 6 },
            { ...layer, material: {} },
          ],
        }),
      ),
    ).toEqual([
      'heatTransfer.ceiling.conductivity: A condutividade deve ser maior que zero.',
      'heatTransfer.ceiling.additionalLayers.0.conductivity: A condutividade é no máximo 5 W/(m·K).',
      'heatTransfer.ceiling.additionalLayers.1.material.id: Escolha o material.',
    ]);
    expect(messagesOf(withCeiling({ additionalLayers: [layer, layer, layer] }))).toEqual([
      'heatTransfer.ceiling.additionalLayers: Uma superfície tem no máximo 3 camadas.',
    ]);
    expect(
      messagesOf(withCeiling({ conductivity: 0.03, additionalLayers: [layer, layer] })),
    ).toEqual([]);
  });
});
