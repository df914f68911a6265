import { describe, expect, it } from 'vitest';
import { RoomInputSchema, type RoomInput } from './room.schema.ts';

const surface = { thickness: 100, material: { id: 10 }, temperature: 38, width: 3, length: 5 };

function buildRoomInput(overrides: Partial<RoomInput> = {}): RoomInput {
  return {
    name: 'Câmara 1',
    roomTemperature: 2,
    ambientTemperature: 38,
    operatingHours: 20,
    length: 5,
    width: 4,
    height: 3,
    safetyMargin: 10,
    calculationType: 1,
    heatTransfer: { ceiling: surface, floor: surface, walls: [surface, surface, surface, surface] },
    goods: [],
    additionalLoad: {
      staff: { count: 2, duration: 4 },
      forklift: { count: 0, duration: 4 },
      evaporator: { count: 1, power: 0.47, duration: 20 },
      lighting: { power: 10.8, duration: 24 },
      other: { power: 0, duration: 0 },
    },
    doors: { calculationMethod: 'VOLUME', doors: [] },
    ...overrides,
  };
}

function messagesOf(input: unknown): string[] {
  const result = RoomInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RoomInputSchema', () => {
  it('accepts a complete room', () => {
    expect(messagesOf(buildRoomInput())).toEqual([]);
  });

  it('enforces the limits of spec §5 with Portuguese messages', () => {
    expect(
      messagesOf(
        buildRoomInput({
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
      'ambientTemperature: A temperatura ambiente é no máximo 43 °C.',
      'operatingHours: As horas de operação devem ser maiores que zero.',
      'height: A altura mínima é 1 m.',
    ]);
  });

  it('requires the typed total for calculation type 2 and allows one door entry with VOLUME', () => {
    expect(messagesOf(buildRoomInput({ calculationType: 2 }))).toEqual([
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
      messagesOf(buildRoomInput({ doors: { calculationMethod: 'VOLUME', doors: [door, door] } })),
    ).toEqual(['doors.doors: O método por volume aceita uma única entrada de porta.']);
    expect(
      messagesOf(
        buildRoomInput({
          doors: { calculationMethod: 'VOLUME', doors: [{ ...door, openingFrequency: 0 }] },
        }),
      ),
    ).toEqual(['doors.doors.0.openingFrequency: Frequência de abertura deve ser maior que zero.']);
  });

  it('refuses NaN, missing surfaces and a thickness below 1 mm', () => {
    const room = buildRoomInput();
    expect(messagesOf({ ...room, length: Number.NaN })).toEqual(['length: Informe o comprimento.']);
    expect(
      messagesOf({ ...room, heatTransfer: { ...room.heatTransfer, walls: [surface] } }),
    ).toEqual(['heatTransfer.walls: Informe as quatro paredes.']);
    expect(
      messagesOf({
        ...room,
        heatTransfer: { ...room.heatTransfer, ceiling: { ...surface, thickness: 0 } },
      }),
    ).toEqual(['heatTransfer.ceiling.thickness: A espessura mínima é 1 mm.']);
  });
});
