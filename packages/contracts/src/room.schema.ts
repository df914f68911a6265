import {
  GoodsItemSchema as EngineGoodsItemSchema,
  GoodsRefSchema,
  HeatLoadRoomObjectSchema,
  ROOM_FIELDS,
  TYPED_TOTAL_ISSUE,
  buildNumberSchema,
  describeNumberField,
  hasTypedTotal,
  type DoorSchema,
  type SurfaceSchema,
} from '@camara-fria/domain';
import { recordIdParam, rowVersion, safeText, singleLineText } from './primitives.ts';
import { z } from './zod.ts';

/*
 * A room's fields (name, unit, limits, pt-BR label) are written once, in the domain's field table
 * (packages/domain/src/heat-load/room-fields.ts); the domain builds their zod schemas and pt-BR
 * messages from it (room-schema.ts). This file adds what only the API has: the name, the version,
 * the required product of a goods item, and the answer shapes
 * (docs/decisions/020-room-fields-described-once.md).
 */
export {
  AdditionalLoadSchema,
  DOOR_CALCULATION_METHODS,
  DoorSchema,
  DoorsGroupSchema,
  HeatTransferSchema,
  PROTECTION_BARRIER_IDS,
  ROOM_FIELDS,
  SurfaceSchema,
} from '@camara-fria/domain';

export const CALCULATION_TYPES = { AUTOMATIC: 1, TYPED: 2 } as const;
export const MATERIAL_IDS = [10, 11, 12, 13, 14, 15, 16] as const;

export type SurfaceInput = z.input<typeof SurfaceSchema>;
export type DoorInput = z.input<typeof DoorSchema>;

/** A goods line as the API takes it: the engine's, with its catalogue product required. */
export const GoodsItemSchema = EngineGoodsItemSchema.extend({ goods: GoodsRefSchema });
export type GoodsItemInput = z.input<typeof GoodsItemSchema>;

const { name, safetyMargin } = ROOM_FIELDS;

/**
 * A typed heat load (calculationType 2) does not use the safety margin: it may be left out there
 * (the API keeps the room's stored margin, or the default for a new room); a calculated one
 * needs it (docs/decisions/026-inputs-only-when-used.md).
 */
export function hasSafetyMargin(room: {
  readonly calculationType: number;
  readonly safetyMargin?: number | undefined;
}): boolean {
  return room.calculationType !== CALCULATION_TYPES.AUTOMATIC || room.safetyMargin !== undefined;
}
const SAFETY_MARGIN_ISSUE = {
  error: describeNumberField(safetyMargin).missing,
  path: ['safetyMargin'],
};

const NAME_MESSAGE = 'Informe o nome da câmara.';
const NAME_MAX_MESSAGE = `O nome deve ter no máximo ${name.maxLength} caracteres.`;

/** A room's input with `roomName` as the rule of its name. */
function buildRoomInputSchema<Name extends z.ZodType<string, string>>(roomName: Name) {
  return z
    .object({
      name: roomName,
      ...HeatLoadRoomObjectSchema.shape,
      safetyMargin: buildNumberSchema(safetyMargin).optional(),
      goods: z.array(GoodsItemSchema),
      /**
       * The version the edit is based on, required by PUT (or an If-Match header): missing is
       * 428, stale is 409. POST ignores it.
       */
      version: rowVersion.optional(),
    })
    .refine(hasTypedTotal, TYPED_TOTAL_ISSUE)
    .refine(hasSafetyMargin, SAFETY_MARGIN_ISSUE);
}

/** POST /v1/projects/{projectId}/rooms and PUT …/{id} (with `version` for PUT). */
export const RoomInputSchema = buildRoomInputSchema(
  singleLineText(NAME_MESSAGE)
    .min(1, { error: NAME_MESSAGE })
    .max(name.maxLength, { error: NAME_MAX_MESSAGE }),
);

/**
 * A stored room's document as it is read back (the API checks every stored room before showing
 * it): today's rules, except that its name may hold the control and direction characters names
 * refuse since decision 045, so a room named before then still opens. Saving it again asks for
 * a clean name.
 */
export const StoredRoomInputSchema = buildRoomInputSchema(
  safeText(NAME_MESSAGE)
    .trim()
    .min(1, { error: NAME_MESSAGE })
    .max(name.maxLength, { error: NAME_MAX_MESSAGE }),
);
export type RoomInput = z.input<typeof RoomInputSchema>;
export type RoomData = z.output<typeof RoomInputSchema>;

/**
 * The heat-load summary stored with a room: parts in kW without the margin; totals with it (the
 * capacity required at the room's operating hours); the margin in % and in kW; the 24 h average
 * of the total (`totalKw · operatingHours / 24`). Both kW figures are null for a typed total.
 */
export const HeatLoadSummarySchema = z.object({
  heatTransfer: z.number().nullable(),
  doors: z.number().nullable(),
  goods: z.number().nullable(),
  additionalLoad: z.number().nullable(),
  totalKw: z.number(),
  totalKcalh: z.number(),
  safetyMargin: z.number(),
  safetyMarginKw: z.number().nullable(),
  averageKw24h: z.number().nullable(),
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
  /** The memorial step it concerns; missing on rooms stored before it existed. */
  stepKey: z.string().optional(),
});

/** A stored room as the API answers it: the stored input (today's limits) plus what the API adds. */
export const RoomSchema = HeatLoadRoomObjectSchema.extend({
  id: z.number().int(),
  project: z.object({ id: z.number().int() }),
  name: z.string(),
  status: z.literal('UPDATING'),
  typedTotalKcalh: z.number().nullable(),
  goods: z.array(GoodsItemSchema.extend({ respirationHeatLoad: z.number().nullable() })),
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
