import { STATE_CODES } from './brazil.ts';
import { BuyerFiscalProfileSchema } from './buyer-fiscal-profile.ts';
import { FiscalClassificationSchema } from './tax.schema.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// The selection part: rooms, systems, equipment (read from the project, frozen in a revision)
// ---------------------------------------------------------------------------------------------

/** Spec §2.4 'Dados do Cliente' (address null when there is no street). */
export const ProposalClientSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  cnpj: z.string().nullable(),
  /** A person's CPF; null for a company, or in a revision issued before it existed (071). */
  cpf: z.string().nullable(),
  /** The inscrição estadual as typed, or ISENTO; null when none (or issued before 071). */
  stateRegistration: z.string().nullable(),
  /** The customer's fiscal profile; null when none was filled (or issued before 071). */
  fiscal: BuyerFiscalProfileSchema.nullable(),
  email: z.string().nullable(),
  address: z
    .object({
      street: z.string(),
      /** Null in a revision issued before the address had them (docs/decisions/066). */
      number: z.string().nullable(),
      complement: z.string().nullable(),
      neighborhood: z.string().nullable(),
      city: z.string().nullable(),
      state: z.enum(STATE_CODES).nullable(),
      zipcode: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
});
export type ProposalClient = z.infer<typeof ProposalClientSchema>;

/**
 * One column of the room sizing table (spec §2.4). Fields that exist only for calculation
 * type 1 (computed load) are null for a typed load. Heat in kcal/h.
 */
export const ProposalRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 computed, 2 typed (part 1 §3). */
  calculationType: z.number().int(),
  /** The system that serves it, null when none does yet. */
  systemName: z.string().nullable(),
  /** Internal dimensions, m. */
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** Type 1: the thickest wall panel and the floor's insulation, mm (null: none). */
  wallThickness: z.number().nullable(),
  floorThickness: z.number().nullable(),
  /** Type 1: Σ door count × width × height, m² (null for VOLUME doors without sizes). */
  doorsArea: z.number().nullable(),
  /** Type 1: minutes the doors stand open per hour (frequency × open time), min/h. */
  doorsOpenTime: z.number().nullable(),
  /** Type 1: people, lighting, motors and other loads, kcal/h. */
  staffAndEquipmentHeat: z.number().nullable(),
  roomTemperature: z.number(),
  ambientTemperature: z.number(),
  /** Type 1: Σ storage capacity of the goods, kg. */
  storageCapacity: z.number().nullable(),
  /** Type 1: the goods' names, joined ("Carne bovina, Frango"). */
  goodsType: z.string().nullable(),
  /** Type 1: Σ daily movement, kg/dia. */
  dailyMovement: z.number().nullable(),
  /** Type 1: the warmest check-in temperature of the goods, °C. */
  checkInTemperature: z.number().nullable(),
  /** Type 1: the longest processing time of the goods, h. */
  processingTime: z.number().nullable(),
  /** % (null: a typed load without margin). */
  safetyMargin: z.number().nullable(),
  operatingHours: z.number(),
  /** Required capacity, kcal/h (null: the room was never computed). */
  heatLoad: z.number().nullable(),
});
export type ProposalRoom = z.infer<typeof ProposalRoomSchema>;

export const PROPOSAL_EQUIPMENT_TYPES = [
  'EVAPORATOR',
  'CONDENSING_UNIT',
  'COMPRESSOR',
  'CONDENSER',
] as const;
export type ProposalEquipmentType = (typeof PROPOSAL_EQUIPMENT_TYPES)[number];

export const PROPOSAL_EQUIPMENT_TYPE_LABELS: Record<ProposalEquipmentType, string> = {
  EVAPORATOR: 'Evaporador',
  CONDENSING_UNIT: 'Unidade condensadora',
  COMPRESSOR: 'Unidade compressora',
  CONDENSER: 'Condensador remoto',
};

/**
 * One line of the equipment list: catalogue equipment grouped by SKU over every saved system of
 * the project (counts added); each special equipment on its own line, marked.
 */
export const ProposalEquipmentSchema = z.object({
  /**
   * Stable identity of the line, the key of its price: `{type}:{sku}` for catalogue equipment,
   * `{type}:special:{systemId}:{roomId|unit}` for special equipment.
   */
  key: z.string(),
  type: z.enum(PROPOSAL_EQUIPMENT_TYPES),
  specialEquipment: z.boolean(),
  model: z.string(),
  line: z.string().nullable(),
  sku: z.object({ id: z.number().int(), sku: z.string() }).nullable(),
  count: z.number().int(),
  /** One unit, kcal/h (at the system's conditions), null when unknown. */
  unitCapacity: z.number().nullable(),
  /** From the catalogue line, or the special form's text. */
  commercialDescription: z.string().nullable(),
  /**
   * The catalogue model's NCM, Ex and origin (docs/decisions/071, "Product classification"):
   * null for special equipment, for a model the catalogue does not classify (its IPI is then
   * typed by hand) and in a revision issued before it was recorded.
   */
  classification: FiscalClassificationSchema.nullable(),
  image: z.string().nullable(),
  systemNames: z.array(z.string()),
  roomNames: z.array(z.string()),
});
export type ProposalEquipment = z.infer<typeof ProposalEquipmentSchema>;

/**
 * A room of a system at its balance point (docs/decisions/061): its evaporators' capacity there,
 * its required load and the share covered; a room under the minimum coverage is not covered,
 * with the reason (pt-BR). The figures are null while the system has no current balance point
 * (incomplete, no balance, or stale).
 */
export const ProposalSystemRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  /** kcal/h, null without a current balance point. */
  capacity: z.number().nullable(),
  /** The room's required load, kcal/h. */
  requiredCapacity: z.number(),
  /** %, null without a current balance point or without a requirement. */
  coveragePercent: z.number().nullable(),
  /** null without a current balance point. */
  isCovered: z.boolean().nullable(),
  uncoveredReason: z.string().nullable(),
});
export type ProposalSystemRoom = z.infer<typeof ProposalSystemRoomSchema>;

/** The selection's result per saved system (spec §2.4 "the selection's resulting DT and capacity"). */
export const ProposalSystemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  refrigerant: z.string(),
  /** The design evaporating temperature (the system's operation temperature), °C. */
  operationTemperature: z.number(),
  /**
   * The evaporating temperature at the balance point, °C: the one `resultingDt` and
   * `resultingCapacity` were computed at (docs/decisions/062); null until balanced, and in a
   * revision issued before it was recorded.
   */
  balanceEvaporatingTemperature: z.number().nullable(),
  rack: z.boolean(),
  roomNames: z.array(z.string()),
  /** K, null until balanced. */
  resultingDt: z.number().nullable(),
  /** kcal/h, null until balanced. */
  resultingCapacity: z.number().nullable(),
  /** Σ of its rooms' required capacities, kcal/h. */
  requiredCapacity: z.number(),
  /**
   * Its rooms changed after it was computed (docs/decisions/055): no result is printed, and the
   * draft can be neither issued nor sent until the system is saved again.
   */
  isStale: z.boolean(),
  /**
   * Each room's coverage at the balance point (docs/decisions/061), in the system's order. A
   * revision issued before they were recorded has none.
   */
  rooms: z.array(ProposalSystemRoomSchema),
  /**
   * The warnings of its current result (pt-BR; e.g. an evaporator line outside its application,
   * docs/decisions/060), none while stale or unbalanced.
   */
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type ProposalSystem = z.infer<typeof ProposalSystemSchema>;
