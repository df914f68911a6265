/**
 * zod schemas of a room's heat-load inputs, built from {@link ROOM_FIELDS} with pt-BR messages
 * generated from each field's label and limits. The domain's input types (types.ts) are their
 * `z.input`; the API contract (packages/contracts/src/room.schema.ts) composes them. zod is pure,
 * so the domain may own them (docs/decisions/020-room-fields-described-once.md).
 */
import { z } from 'zod';
import { AREA_BASES } from './area-basis.ts';
import { EvaporatorFanSourceSchema } from './evaporator-fan-source.ts';
import { MAX_ADDITIONAL_LAYERS, ROOM_FIELDS, type NumberFieldSpec } from './room-fields.ts';

/** A limit as Brazilians write it: "10.000", "0,1", "−35". */
export function formatLimit(value: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 }).replace('-', '−');
}

function withUnit(value: number, unit: string): string {
  return unit ? `${formatLimit(value)} ${unit}` : formatLimit(value);
}

/** "a largura" → "A largura". */
function sentence(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The words that agree with the label's article. */
function agreement(label: string) {
  const article = /^(os|as|o|a) /.exec(label)?.[1] ?? 'o';
  const isPlural = article.length === 2;
  const negative = `negativ${article.startsWith('a') ? 'a' : 'o'}${isPlural ? 's' : ''}`;
  return { is: isPlural ? 'são' : 'é', goes: isPlural ? 'vão' : 'vai', negative };
}

/** The pt-BR messages of a numeric field, generated from its label and limits. */
export function describeNumberField(field: NumberFieldSpec) {
  const { label, unit, min, max } = field;
  const subject = sentence(label);
  const words = agreement(label);
  const atMost = `${subject} ${words.is} no máximo ${withUnit(max, unit)}.`;
  const range = `${subject} ${words.goes} de ${formatLimit(min)} a ${withUnit(max, unit)}.`;
  const isFromZero = min === 0;
  return {
    missing: `Informe ${label}.`,
    integer: `${subject} deve ser um número inteiro.`,
    belowMin: field.isMinExclusive
      ? `${subject} deve ser maior que ${min === 0 ? 'zero' : withUnit(min, unit)}.`
      : isFromZero
        ? `${subject} não pode ser ${words.negative}.`
        : range,
    aboveMax: field.isMinExclusive || isFromZero ? atMost : range,
  };
}

type BaseNumberSchemaOf<F> = F extends { readonly isNullable: true }
  ? z.ZodNullable<z.ZodNumber>
  : z.ZodNumber;
type NumberSchemaOf<F> = F extends { readonly default: number | null }
  ? z.ZodDefault<BaseNumberSchemaOf<F>>
  : BaseNumberSchemaOf<F>;

/** The zod schema of one numeric field: finite, within its limits, with pt-BR messages. */
export function buildNumberSchema<F extends NumberFieldSpec>(field: F): NumberSchemaOf<F> {
  const messages = describeNumberField(field);
  let schema = z
    .number({ error: messages.missing })
    .finite({ error: messages.missing })
    .max(field.max, { error: messages.aboveMax });
  schema = field.isMinExclusive
    ? schema.gt(field.min, { error: messages.belowMin })
    : schema.min(field.min, { error: messages.belowMin });
  if (field.isInteger) schema = schema.int({ error: messages.integer });
  if (field.isNullable) {
    const nullable = schema.nullable();
    return (
      field.default === undefined ? nullable : nullable.default(field.default)
    ) as NumberSchemaOf<F>;
  }
  if (field.default === null) throw new Error(`${field.label}: a null default needs isNullable`);
  return (
    field.default === undefined ? schema : schema.default(field.default)
  ) as NumberSchemaOf<F>;
}

type NumberShapeOf<T> = { -readonly [K in keyof T]: NumberSchemaOf<T[K]> };

/** A zod shape with one schema per field of a group of {@link ROOM_FIELDS}. */
export function buildNumberShape<T extends Record<string, NumberFieldSpec>>(
  fields: T,
): NumberShapeOf<T> {
  const entries = Object.entries(fields).map(([key, field]) => [key, buildNumberSchema(field)]);
  return Object.fromEntries(entries) as NumberShapeOf<T>;
}

const { surface, goods, additionalLoad, door } = ROOM_FIELDS;

/** Largest id a reference may carry: a 32-bit integer, as the stored rows' ids are. */
const REFERENCE_ID_MAX = 2_147_483_647;

/** The id of a referenced record (material, product, group, door): a whole number 1 to 2³¹−1. */
function referenceId(message = 'Identificador inválido.') {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(REFERENCE_ID_MAX, { error: message });
}

export const MaterialRefSchema = z.object(
  { id: referenceId('Escolha o material.') },
  { error: 'Escolha o material.' },
);

/**
 * A layer of a surface beyond its main one (ADR 024): a material, its thickness in mm and an
 * optional custom k (null: the material's own).
 */
export const SurfaceLayerSchema = z.object({
  material: MaterialRefSchema,
  thickness: buildNumberSchema(surface.thickness),
  conductivity: buildNumberSchema(surface.conductivity),
});

/**
 * One of the six surfaces of a room. Its main layer is `material`, `thickness` and
 * `conductivity` (null: the material's own k); `additionalLayers` adds up to two more, in series
 * (ADR 024). Both are optional with defaults, so rooms stored before them still validate.
 */
export const SurfaceSchema = z.object({
  /** The form's solar checkbox; it already added 5 °C to `temperature`. Not offered for floors. */
  incidentSolarRadiation: z.boolean().default(false),
  /** A material of GET /v1/materials; an unknown one is refused by the API. */
  material: MaterialRefSchema,
  ...buildNumberShape(surface),
  additionalLayers: z
    .array(SurfaceLayerSchema)
    .max(MAX_ADDITIONAL_LAYERS, {
      error: `Uma superfície tem no máximo ${MAX_ADDITIONAL_LAYERS + 1} camadas.`,
    })
    .default([]),
  /**
   * The user typed this surface's width or length by hand: it keeps them when the room's
   * dimensions change. False sizes it from the room on every save
   * (docs/decisions/025-derived-surface-sizes.md). Left out (an API client that sends sizes
   * only), the API infers it: a size that is not the derived one is kept as manual, never
   * replaced (docs/decisions/057-surfaces-as-sent-and-outside-areas.md). Stored rooms always say.
   */
  isSizeManual: z.boolean({ error: 'Indique se a medida da superfície é manual.' }).optional(),
});

export const HeatTransferSchema = z.object({
  ceiling: SurfaceSchema,
  floor: SurfaceSchema,
  /** Exactly 4 walls: 1 and 3 along the room width, 2 and 4 along the room length. */
  walls: z.array(SurfaceSchema).length(4, { error: 'Informe as quatro paredes.' }),
});

/** The catalogue product of a goods item (and its group, for the form's two selects). */
export const GoodsRefSchema = z.object({
  id: referenceId('Escolha o produto.'),
  group: z.object({ id: referenceId('Escolha o grupo do produto.') }).optional(),
});

/**
 * One goods line as the engine reads it: the product reference may be missing (the engine does
 * not read it; the API contract requires it).
 */
export const GoodsItemSchema = z.object({
  goods: GoodsRefSchema.nullable().optional(),
  ...buildNumberShape(goods),
  /** W, computed by the engine and stored with the item; the engine never reads it back. */
  respirationHeatLoad: z.number().nullable().optional(),
});

export const AdditionalLoadSchema = z.object({
  staff: z.object(buildNumberShape(additionalLoad.staff)),
  forklift: z.object(buildNumberShape(additionalLoad.forklift)),
  evaporator: z.object({
    ...buildNumberShape(additionalLoad.evaporator),
    /** Taken from a system's selected evaporators (docs/decisions/056); null when typed. */
    source: EvaporatorFanSourceSchema.nullable().default(null),
  }),
  lighting: z.object(buildNumberShape(additionalLoad.lighting)),
  other: z.object(buildNumberShape(additionalLoad.other)),
});

export const DOOR_CALCULATION_METHODS = ['AIR_VELOCITY', 'VOLUME'] as const;
export const PROTECTION_BARRIER_IDS = ['NO_PROTECTION', 'AIR_CURTAIN', 'AUXILIAR_CURTAIN'] as const;

/**
 * The door fields the VOLUME method does not read (infiltration-load.ts uses only the room's
 * volume, the air on both sides and the air changes): optional there, stored as null when
 * absent, and required by AIR_VELOCITY (docs/decisions/026-inputs-only-when-used.md).
 */
export const VOLUME_IGNORED_DOOR_FIELDS = [
  'count',
  'width',
  'height',
  'openingFrequency',
  'openCloseDuration',
  'openDuration',
] as const;
export type VolumeIgnoredDoorField = (typeof VOLUME_IGNORED_DOOR_FIELDS)[number];

const doorNumbers = buildNumberShape(door);

export const DoorSchema = z.object({
  id: referenceId().nullable().optional(),
  ...doorNumbers,
  count: doorNumbers.count.nullable().default(null),
  width: doorNumbers.width.nullable().default(null),
  height: doorNumbers.height.nullable().default(null),
  openingFrequency: doorNumbers.openingFrequency.nullable().default(null),
  openCloseDuration: doorNumbers.openCloseDuration.nullable().default(null),
  openDuration: doorNumbers.openDuration.nullable().default(null),
  /** Null (or absent) is no protection, 0 %, whatever the method. */
  protectionBarrierEfficiency: doorNumbers.protectionBarrierEfficiency.default(null),
  protectionBarrier: z
    .object({ id: z.enum(PROTECTION_BARRIER_IDS, { error: 'Escolha a proteção.' }) })
    .nullable()
    .optional(),
});

export const DoorsGroupSchema = z
  .object({
    calculationMethod: z.enum(DOOR_CALCULATION_METHODS, { error: 'Escolha o método de cálculo.' }),
    doors: z.array(DoorSchema),
  })
  .refine((group) => group.calculationMethod !== 'VOLUME' || group.doors.length <= 1, {
    error: 'O método por volume aceita uma única entrada de porta.',
    path: ['doors'],
  })
  .superRefine(
    (group, context) => {
      // AIR_VELOCITY reads every door field: the ones VOLUME leaves out are required here.
      // Runs even when other fields failed (every missing field is told at once): guard the shape.
      if (typeof group !== 'object' || group === null) return;
      if (group.calculationMethod !== 'AIR_VELOCITY' || !Array.isArray(group.doors)) return;
      group.doors.forEach((entry: unknown, index) => {
        if (entry === null || typeof entry !== 'object') return;
        for (const field of VOLUME_IGNORED_DOOR_FIELDS) {
          const value: unknown = (entry as Record<string, unknown>)[field];
          if (value !== null && value !== undefined) continue;
          context.addIssue({
            code: 'custom',
            message: describeNumberField(door[field]).missing,
            path: ['doors', index, field],
          });
        }
      });
    },
    { when: () => true },
  );

/** 1 calculates every part; 2 uses the total typed in kcal/h. */
export const CalculationTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'Escolha o tipo de carga térmica.',
});

const {
  surface: _surface,
  goods: _goods,
  additionalLoad: _additionalLoad,
  door: _door,
  name: _name,
  ...roomNumbers
} = ROOM_FIELDS;

/** The room's heat-load fields, without the typed-total rule (compose, then refine). */
export const HeatLoadRoomObjectSchema = z.object({
  ...buildNumberShape(roomNumbers),
  typedTotalKcalh: buildNumberSchema(ROOM_FIELDS.typedTotalKcalh).optional(),
  calculationType: CalculationTypeSchema,
  heatTransfer: HeatTransferSchema,
  /**
   * The dimensions the derived surfaces are sized from (ADR 057): OUTSIDE (inside plus the
   * insulation on each side) for new rooms, INSIDE for rooms stored before it until their user
   * changes it. Left out: the stored room's on PUT, OUTSIDE on POST.
   */
  areaBasis: z.enum(AREA_BASES, { error: 'Escolha a base das áreas.' }).optional(),
  goods: z.array(GoodsItemSchema),
  additionalLoad: AdditionalLoadSchema,
  doors: DoorsGroupSchema,
});

/** A typed heat load (calculationType 2) needs its total above 0. */
export function hasTypedTotal(room: {
  readonly calculationType: number;
  readonly typedTotalKcalh?: number | null;
}): boolean {
  return room.calculationType !== 2 || (room.typedTotalKcalh ?? 0) > 0;
}
export const TYPED_TOTAL_ISSUE = {
  error: 'Informe a carga térmica total em kcal/h.',
  path: ['typedTotalKcalh'],
};

/** The room as the engine reads it (the specification's Room entity, heat-load fields). */
export const HeatLoadRoomSchema = HeatLoadRoomObjectSchema.refine(hasTypedTotal, TYPED_TOTAL_ISSUE);
