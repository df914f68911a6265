import { z } from './zod.ts';

/** Limits of the room editor (spec part 1 §5), shown by the forms and enforced by the API. */
export const ROOM_LIMITS = {
  name: 60,
  roomTemperature: { min: -35, max: 21 },
  ambientTemperatureMax: 43,
  operatingHoursMax: 24,
  heightMin: 1,
  thicknessMin: 1,
} as const;

export const CALCULATION_TYPES = { AUTOMATIC: 1, TYPED: 2 } as const;
export const MATERIAL_IDS = [10, 11, 12, 13, 14, 15] as const;
export const DOOR_CALCULATION_METHODS = ['AIR_VELOCITY', 'VOLUME'] as const;
export const PROTECTION_BARRIER_IDS = ['NO_PROTECTION', 'AIR_CURTAIN', 'AUXILIAR_CURTAIN'] as const;

const number = (label: string) =>
  z.number({ error: `Informe ${label}.` }).finite({ error: `Informe ${label}.` });
const nonNegative = (label: string) =>
  number(label).min(0, { error: `${capitalise(label)} não pode ser negativo.` });
const positive = (label: string) =>
  number(label).positive({ error: `${capitalise(label)} deve ser maior que zero.` });
const percent = (label: string) =>
  number(label)
    .min(0, { error: `${capitalise(label)}: de 0 a 100 %.` })
    .max(100, { error: `${capitalise(label)}: de 0 a 100 %.` });
const nullableNumber = (label: string) => number(label).nullable();

function capitalise(label: string): string {
  const words = label.replace(/^(o|a|os|as) /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SurfaceSchema = z.object({
  incidentSolarRadiation: z.boolean().default(false),
  thickness: number('a espessura').min(ROOM_LIMITS.thicknessMin, {
    error: 'A espessura mínima é 1 mm.',
  }),
  /** A material of GET /v1/materials (10–15 today); an unknown one is refused by the server. */
  material: z.object({
    id: z.number({ error: 'Escolha o material.' }).int({ error: 'Escolha o material.' }),
  }),
  temperature: number('a temperatura'),
  width: nonNegative('a largura'),
  length: nonNegative('o comprimento'),
});
export type SurfaceInput = z.input<typeof SurfaceSchema>;

export const HeatTransferSchema = z.object({
  ceiling: SurfaceSchema,
  floor: SurfaceSchema,
  walls: z.array(SurfaceSchema).length(4, { error: 'Informe as quatro paredes.' }),
});

export const GoodsItemSchema = z.object({
  goods: z.object({
    id: z.number({ error: 'Escolha o produto.' }).int({ error: 'Escolha o produto.' }),
    group: z.object({ id: z.number().int() }).optional(),
  }),
  palletCapacity: positive('a capacidade do palete'),
  dailyMovement: nonNegative('a movimentação diária'),
  storageCapacity: nonNegative('a capacidade de armazenagem'),
  checkinTemperature: number('a temperatura de entrada'),
  checkoutTemperature: number('a temperatura de saída'),
  processingTime: positive('o tempo de processamento'),
  freezingPoint: nullableNumber('o ponto de congelamento'),
  specificHeatAboveFreezing: nullableNumber('o calor específico acima do congelamento'),
  specificHeatBelowFreezing: nullableNumber('o calor específico abaixo do congelamento'),
  latentHeatOfFusion: nullableNumber('o calor latente'),
  heatOfRespiration: nullableNumber('o calor de respiração'),
  /** W, computed by the server; whatever the client sends is replaced. */
  respirationHeatLoad: z.number().nullable().optional(),
});
export type GoodsItemInput = z.input<typeof GoodsItemSchema>;

const durationHours = (label: string) =>
  nonNegative(label).max(24, { error: `${capitalise(label)}: no máximo 24 h.` });

export const AdditionalLoadSchema = z.object({
  staff: z.object({
    count: nonNegative('o número de pessoas'),
    duration: durationHours('a duração'),
  }),
  forklift: z.object({
    count: nonNegative('o número de empilhadeiras'),
    duration: durationHours('a duração'),
  }),
  evaporator: z.object({
    count: nonNegative('o número de evaporadores'),
    power: nonNegative('a potência'),
    duration: durationHours('a duração'),
  }),
  lighting: z.object({
    power: nonNegative('a potência de iluminação'),
    duration: durationHours('a duração'),
  }),
  other: z.object({ power: nonNegative('a potência'), duration: durationHours('a duração') }),
});

export const DoorSchema = z.object({
  id: z.number().int().nullable().optional(),
  count: number('a quantidade')
    .int({ error: 'A quantidade deve ser inteira.' })
    .min(1, { error: 'Ao menos 1 porta.' }),
  width: positive('a largura'),
  height: positive('a altura'),
  adjacentAmbientTemperature: number('a temperatura do ambiente adjacente'),
  adjacentAmbientRelativeHumidity: percent('a umidade do ambiente adjacente'),
  internalRelativeHumidity: percent('a umidade interna'),
  openingFrequency: positive('a frequência de abertura'),
  openCloseDuration: nonNegative('o tempo de abertura e fechamento'),
  openDuration: nonNegative('o tempo de porta aberta'),
  protectionBarrier: z
    .object({ id: z.enum(PROTECTION_BARRIER_IDS, { error: 'Escolha a proteção.' }) })
    .nullable()
    .optional(),
  protectionBarrierEfficiency: percent('a eficiência da proteção').nullable(),
  airExchangeRate: nonNegative('a taxa de renovação de ar').nullable(),
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
    name: z
      .string({ error: 'Informe o nome da câmara.' })
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
    ambientTemperature: number('a temperatura ambiente').max(ROOM_LIMITS.ambientTemperatureMax, {
      error: 'A temperatura ambiente é no máximo 43 °C.',
    }),
    operatingHours: number('as horas de operação')
      .positive({ error: 'As horas de operação devem ser maiores que zero.' })
      .max(ROOM_LIMITS.operatingHoursMax, {
        error: 'No máximo 24 horas de operação.',
      }),
    length: positive('o comprimento'),
    width: positive('a largura'),
    height: number('a altura').min(ROOM_LIMITS.heightMin, { error: 'A altura mínima é 1 m.' }),
    safetyMargin: nonNegative('a margem de segurança').max(100, {
      error: 'Margem de segurança de 0 a 100 %.',
    }),
    calculationType: z.union([z.literal(1), z.literal(2)], {
      error: 'Escolha o tipo de carga térmica.',
    }),
    typedTotalKcalh: positive('a carga térmica total').nullable().optional(),
    heatTransfer: HeatTransferSchema,
    goods: z.array(GoodsItemSchema),
    additionalLoad: AdditionalLoadSchema,
    doors: DoorsGroupSchema,
    /** The version the edit is based on; a stale one is refused with 409. */
    version: z.number().int().positive().optional(),
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

export const RoomListQuerySchema = z.object({
  embed: z.enum(['heatLoadSummary'], { error: 'Use embed=heatLoadSummary.' }).optional(),
});

export const RoomParamsSchema = z.object({
  projectId: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int()
    .positive({ error: 'Identificador inválido.' }),
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int()
    .positive({ error: 'Identificador inválido.' }),
});
export const ProjectRoomsParamsSchema = RoomParamsSchema.pick({ projectId: true });
