import { ROOM_LIMITS } from './room-limits.ts';
import { recordId, recordIdParam, rowVersion, safeText } from './primitives.ts';
import { z } from './zod.ts';

export { ROOM_LIMITS } from './room-limits.ts';

export const CALCULATION_TYPES = { AUTOMATIC: 1, TYPED: 2 } as const;
export const MATERIAL_IDS = [10, 11, 12, 13, 14, 15] as const;
export const DOOR_CALCULATION_METHODS = ['AIR_VELOCITY', 'VOLUME'] as const;
export const PROTECTION_BARRIER_IDS = ['NO_PROTECTION', 'AIR_CURTAIN', 'AUXILIAR_CURTAIN'] as const;

/** A limit as Brazilians write it: "10.000", "0,1", "−35". */
function formatLimit(value: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 }).replace('-', '−');
}

function withUnit(value: number, unit: string): string {
  return unit ? `${formatLimit(value)} ${unit}` : formatLimit(value);
}

const number = (label: string) =>
  z.number({ error: `Informe ${label}.` }).finite({ error: `Informe ${label}.` });
/** A number from min to max (inclusive). */
const between = (label: string, min: number, max: number, unit: string) => {
  const error = `${sentence(label)} vai de ${formatLimit(min)} a ${withUnit(max, unit)}.`;
  return number(label).min(min, { error }).max(max, { error });
};
/** 0 to max. */
const nonNegative = (label: string, max: number, unit: string) =>
  number(label)
    .min(0, { error: `${capitalise(label)} não pode ser negativo.` })
    .max(max, { error: `${sentence(label)} é no máximo ${withUnit(max, unit)}.` });
/** Above 0, up to max. */
const positive = (label: string, max: number, unit: string) =>
  number(label)
    .positive({ error: `${capitalise(label)} deve ser maior que zero.` })
    .max(max, { error: `${sentence(label)} é no máximo ${withUnit(max, unit)}.` });
const percent = (label: string) =>
  number(label)
    .min(0, { error: `${capitalise(label)}: de 0 a 100 %.` })
    .max(100, { error: `${capitalise(label)}: de 0 a 100 %.` });

function capitalise(label: string): string {
  const words = label.replace(/^(o|a|os|as) /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "a largura" → "A largura". */
function sentence(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const { surface, goods, additionalLoad, door } = ROOM_LIMITS;

export const SurfaceSchema = z.object({
  incidentSolarRadiation: z.boolean().default(false),
  thickness: number('a espessura')
    .min(surface.thickness.min, { error: 'A espessura mínima é 1 mm.' })
    .max(surface.thickness.max, {
      error: `A espessura é no máximo ${withUnit(surface.thickness.max, 'mm')}.`,
    }),
  /** A material of GET /v1/materials (10–15 today); an unknown one is refused by the server. */
  material: z.object({
    id: recordId('Escolha o material.'),
  }),
  temperature: between('a temperatura', surface.temperature.min, surface.temperature.max, '°C'),
  width: nonNegative('a largura', surface.side.max, 'm'),
  length: nonNegative('o comprimento', surface.side.max, 'm'),
});
export type SurfaceInput = z.input<typeof SurfaceSchema>;

export const HeatTransferSchema = z.object({
  ceiling: SurfaceSchema,
  floor: SurfaceSchema,
  walls: z.array(SurfaceSchema).length(4, { error: 'Informe as quatro paredes.' }),
});

export const GoodsItemSchema = z.object({
  goods: z.object({
    id: recordId('Escolha o produto.'),
    group: z.object({ id: recordId('Escolha o grupo do produto.') }).optional(),
  }),
  palletCapacity: between(
    'a capacidade do palete',
    goods.palletCapacity.min,
    goods.palletCapacity.max,
    'kg',
  ),
  dailyMovement: nonNegative('a movimentação diária', goods.dailyMovement.max, 'kg'),
  storageCapacity: nonNegative('a capacidade de armazenagem', goods.storageCapacity.max, 'kg'),
  checkinTemperature: between(
    'a temperatura de entrada',
    goods.temperature.min,
    goods.temperature.max,
    '°C',
  ),
  checkoutTemperature: between(
    'a temperatura de saída',
    goods.temperature.min,
    goods.temperature.max,
    '°C',
  ),
  processingTime: between(
    'o tempo de processamento',
    goods.processingTime.min,
    goods.processingTime.max,
    'h',
  ),
  freezingPoint: between(
    'o ponto de congelamento',
    goods.freezingPoint.min,
    goods.freezingPoint.max,
    '°C',
  ).nullable(),
  specificHeatAboveFreezing: nonNegative(
    'o calor específico acima do congelamento',
    goods.specificHeat.max,
    'kJ/(kg·K)',
  ).nullable(),
  specificHeatBelowFreezing: nonNegative(
    'o calor específico abaixo do congelamento',
    goods.specificHeat.max,
    'kJ/(kg·K)',
  ).nullable(),
  latentHeatOfFusion: nonNegative(
    'o calor latente',
    goods.latentHeatOfFusion.max,
    'kJ/kg',
  ).nullable(),
  heatOfRespiration: nonNegative(
    'o calor de respiração',
    goods.heatOfRespiration.max,
    'mW/kg',
  ).nullable(),
  /** W, computed by the server; whatever the client sends is replaced. */
  respirationHeatLoad: z.number().nullable().optional(),
});
export type GoodsItemInput = z.input<typeof GoodsItemSchema>;

const durationHours = (label: string) =>
  number(label)
    .min(0, { error: `${capitalise(label)} não pode ser negativo.` })
    .max(additionalLoad.duration.max, { error: `${capitalise(label)}: no máximo 24 h.` });
const count = (label: string) => nonNegative(label, additionalLoad.count.max, '');
const power = (label: string) => nonNegative(label, additionalLoad.power.max, 'kW');

export const AdditionalLoadSchema = z.object({
  staff: z.object({
    count: count('o número de pessoas'),
    duration: durationHours('a duração'),
  }),
  forklift: z.object({
    count: count('o número de empilhadeiras'),
    duration: durationHours('a duração'),
  }),
  evaporator: z.object({
    count: count('o número de evaporadores'),
    power: power('a potência'),
    duration: durationHours('a duração'),
  }),
  lighting: z.object({
    power: nonNegative('a potência de iluminação', additionalLoad.lightingPower.max, 'W/m²'),
    duration: durationHours('a duração'),
  }),
  other: z.object({ power: power('a potência'), duration: durationHours('a duração') }),
});

export const DoorSchema = z.object({
  id: recordId().nullable().optional(),
  count: number('a quantidade')
    .int({ error: 'A quantidade deve ser inteira.' })
    .min(door.count.min, { error: 'Ao menos 1 porta.' })
    .max(door.count.max, { error: `No máximo ${door.count.max} portas por entrada.` }),
  width: positive('a largura', door.width.max, 'm'),
  height: positive('a altura', door.height.max, 'm'),
  adjacentAmbientTemperature: between(
    'a temperatura do ambiente adjacente',
    door.adjacentAmbientTemperature.min,
    door.adjacentAmbientTemperature.max,
    '°C',
  ),
  adjacentAmbientRelativeHumidity: percent('a umidade do ambiente adjacente'),
  internalRelativeHumidity: percent('a umidade interna'),
  openingFrequency: positive('a frequência de abertura', door.openingFrequency.max, 'passagens/h'),
  openCloseDuration: nonNegative(
    'o tempo de abertura e fechamento',
    door.openCloseDuration.max,
    's',
  ),
  openDuration: nonNegative('o tempo de porta aberta', door.openDuration.max, 'min'),
  protectionBarrier: z
    .object({ id: z.enum(PROTECTION_BARRIER_IDS, { error: 'Escolha a proteção.' }) })
    .nullable()
    .optional(),
  protectionBarrierEfficiency: percent('a eficiência da proteção').nullable(),
  airExchangeRate: nonNegative(
    'a taxa de renovação de ar',
    door.airExchangeRate.max,
    'trocas/24 h',
  ).nullable(),
});
export type DoorInput = z.input<typeof DoorSchema>;

export const DoorsGroupSchema = z
  .object({
    calculationMethod: z.enum(DOOR_CALCULATION_METHODS, { error: 'Escolha o método de cálculo.' }),
    doors: z.array(DoorSchema),
  })
  .refine((group) => group.calculationMethod !== 'VOLUME' || group.doors.length <= 1, {
    error: 'O método por volume aceita uma única entrada de porta.',
    path: ['doors'],
  });

/** POST /v1/projects/{projectId}/rooms and PUT …/{id} (with `version` for PUT). */
export const RoomInputSchema = z
  .object({
    name: safeText('Informe o nome da câmara.')
      .trim()
      .min(1, { error: 'Informe o nome da câmara.' })
      .max(ROOM_LIMITS.name, {
        error: `O nome deve ter no máximo ${ROOM_LIMITS.name} caracteres.`,
      }),
    roomTemperature: number('a temperatura da câmara')
      .min(ROOM_LIMITS.roomTemperature.min, {
        error: 'A temperatura da câmara vai de −35 a 21 °C.',
      })
      .max(ROOM_LIMITS.roomTemperature.max, {
        error: 'A temperatura da câmara vai de −35 a 21 °C.',
      }),
    ambientTemperature: between(
      'a temperatura ambiente',
      ROOM_LIMITS.ambientTemperature.min,
      ROOM_LIMITS.ambientTemperature.max,
      '°C',
    ),
    operatingHours: number('as horas de operação')
      .min(ROOM_LIMITS.operatingHours.min, {
        error: 'As horas de operação vão de 1 a 24 h.',
      })
      .max(ROOM_LIMITS.operatingHours.max, {
        error: 'No máximo 24 horas de operação.',
      }),
    length: positive('o comprimento', ROOM_LIMITS.length.max, 'm'),
    width: positive('a largura', ROOM_LIMITS.width.max, 'm'),
    height: number('a altura')
      .min(ROOM_LIMITS.height.min, { error: 'A altura mínima é 1 m.' })
      .max(ROOM_LIMITS.height.max, {
        error: `A altura é no máximo ${withUnit(ROOM_LIMITS.height.max, 'm')}.`,
      }),
    safetyMargin: number('a margem de segurança')
      .min(0, { error: 'Margem de segurança de 0 a 100 %.' })
      .max(ROOM_LIMITS.safetyMargin.max, { error: 'Margem de segurança de 0 a 100 %.' }),
    calculationType: z.union([z.literal(1), z.literal(2)], {
      error: 'Escolha o tipo de carga térmica.',
    }),
    typedTotalKcalh: positive('a carga térmica total', ROOM_LIMITS.typedTotalKcalh.max, 'kcal/h')
      .nullable()
      .optional(),
    heatTransfer: HeatTransferSchema,
    goods: z.array(GoodsItemSchema),
    additionalLoad: AdditionalLoadSchema,
    doors: DoorsGroupSchema,
    /**
     * The version the edit is based on, required by PUT (or an If-Match header): missing is 428,
     * stale is 409. POST ignores it.
     */
    version: rowVersion.optional(),
  })
  .refine((room) => room.calculationType !== 2 || (room.typedTotalKcalh ?? 0) > 0, {
    error: 'Informe a carga térmica total em kcal/h.',
    path: ['typedTotalKcalh'],
  });
export type RoomInput = z.input<typeof RoomInputSchema>;
export type RoomData = z.output<typeof RoomInputSchema>;

/** The heat-load summary stored with a room (parts in kW without the margin; totals with it). */
export const HeatLoadSummarySchema = z.object({
  heatTransfer: z.number().nullable(),
  doors: z.number().nullable(),
  goods: z.number().nullable(),
  additionalLoad: z.number().nullable(),
  totalKw: z.number(),
  totalKcalh: z.number(),
  safetyMargin: z.number(),
  calcVersion: z.string(),
});
export type HeatLoadSummary = z.infer<typeof HeatLoadSummarySchema>;

export const CalculationStepSchema = z.object({
  key: z.string(),
  part: z.string(),
  label: z.string(),
  formula: z.string(),
  inputs: z.array(
    z.object({ symbol: z.string(), label: z.string(), value: z.number(), unit: z.string() }),
  ),
  result: z.object({ symbol: z.string(), label: z.string(), value: z.number(), unit: z.string() }),
});

export const HeatLoadWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string(),
});

/** A stored room as the API answers it. */
export const RoomSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int() }),
  name: z.string(),
  status: z.literal('UPDATING'),
  roomTemperature: z.number(),
  ambientTemperature: z.number(),
  operatingHours: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  safetyMargin: z.number(),
  calculationType: z.union([z.literal(1), z.literal(2)]),
  typedTotalKcalh: z.number().nullable(),
  heatTransfer: HeatTransferSchema,
  goods: z.array(GoodsItemSchema.extend({ respirationHeatLoad: z.number().nullable() })),
  additionalLoad: AdditionalLoadSchema,
  doors: DoorsGroupSchema,
  heatLoad: HeatLoadSummarySchema.optional(),
  /** The memorial de cálculo, on GET of one room. */
  calculationSteps: z.array(CalculationStepSchema).optional(),
  warnings: z.array(HeatLoadWarningSchema).optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomDto = z.infer<typeof RoomSchema>;

/**
 * A stored room whose document no longer validates (older limits, a broken row), as a list shows
 * it: what identifies it, no heat load, and why. It can be deleted or saved again (PUT with its
 * version); GET of the room answers 422 STORED_ROOM_INVALID.
 */
export const InvalidRoomSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int() }),
  name: z.string(),
  heatLoad: z.null(),
  invalid: z.object({ code: z.literal('STORED_ROOM_INVALID'), message: z.string() }),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvalidRoomDto = z.infer<typeof InvalidRoomSchema>;

/** GET /v1/projects/{projectId}/rooms: each room, or its invalid stand-in. */
export const RoomListItemSchema = z.union([RoomSchema, InvalidRoomSchema]);
export type RoomListItemDto = z.infer<typeof RoomListItemSchema>;

export function isInvalidRoom(room: RoomListItemDto): room is InvalidRoomDto {
  return 'invalid' in room;
}

export const RoomListQuerySchema = z.object({
  embed: z.enum(['heatLoadSummary'], { error: 'Use embed=heatLoadSummary.' }).optional(),
});

export const RoomParamsSchema = z.object({
  projectId: recordIdParam(),
  id: recordIdParam(),
});
export const ProjectRoomsParamsSchema = RoomParamsSchema.pick({ projectId: true });
