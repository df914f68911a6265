/**
 * Every input field of a room, described once: its unit, its limits and its Portuguese label.
 * The domain's types and zod schemas (room-schema.ts), the API contract
 * (packages/contracts/src/room.schema.ts, with the pt-BR messages generated from the label), the
 * stored document (the API keeps the contract's output as JSON) and the web form's controls all
 * follow from this table (docs/decisions/020-room-fields-described-once.md).
 *
 * The limits are plausible ranges for a cold room, not the engine's mathematical domain: a
 * 1e300 m wall is refused, so the heat load stays finite and nothing broken is ever stored. Spec
 * part 1 §5 gives the name, room and ambient temperatures, operating hours, height and thickness;
 * the rest are engineering ranges (docs/decisions/012-room-input-ranges-and-safe-writes.md). Each
 * maximum leaves room for the domain's own suggestions
 * (packages/domain/src/suggestions) at the largest room allowed (200 × 200 × 50 m); a property
 * test in packages/contracts checks it.
 *
 * The engine deliberately accepts more than this table (see {@link ENGINE_AIR_TEMPERATURE_RANGE_C}).
 */
import { AIR_TEMPERATURE_RANGE_C } from '../psychrometrics/moist-air.ts';

/**
 * A numeric input. `label` is the pt-BR noun with its article ("a largura"): the article gives
 * the gender and number the generated messages agree with.
 */
export interface NumberFieldSpec {
  readonly label: string;
  /** Unit as shown to the user ('' for a count). */
  readonly unit: string;
  /** Lowest value accepted (or, with `isMinExclusive`, the value it must stay above). */
  readonly min: number;
  readonly isMinExclusive?: boolean;
  readonly max: number;
  readonly isInteger?: boolean;
  /** null is accepted (an unknown property, "use the table"). */
  readonly isNullable?: boolean;
  /**
   * Taken when the field is missing: a field added later gets one, so that rooms stored before
   * it still validate (and clients that do not send it yet still work).
   */
  readonly default?: number | null;
}

/** A text input. */
export interface TextFieldSpec {
  readonly label: string;
  readonly maxLength: number;
}

const percent = (label: string) => ({ label, unit: '%', min: 0, max: 100 }) as const;

/**
 * The parts of the room editor (spec part 1 §2), each saved by its own "Salvar". Each input of a
 * room belongs to one (`ROOM_FIELD_SECTIONS`), and a section saves exactly its inputs: a field
 * in none would be typed and never saved.
 */
export const ROOM_SECTIONS = [
  'room',
  'dimensions',
  'goods',
  'heatTransfer',
  'additionalLoad',
  'doors',
] as const;
export type RoomSection = (typeof ROOM_SECTIONS)[number];

/** Where a room's own field is edited and saved. */
interface RoomFieldPlacement {
  readonly section: RoomSection;
}

/** A room's own fields (spec part 1 §3 "Room"), each with the section that saves it. */
const ROOM = {
  name: { label: 'o nome', maxLength: 60, section: 'room' },
  /** °C, spec §5: typed room temperature is clamped to −35…21. */
  roomTemperature: {
    label: 'a temperatura da câmara',
    unit: '°C',
    min: -35,
    max: 21,
    section: 'room',
  },
  /** °C, spec §5 caps it at 43; below −40 no design ambient exists. */
  ambientTemperature: {
    label: 'a temperatura ambiente',
    unit: '°C',
    min: -40,
    max: 43,
    section: 'room',
  },
  /** h/day the plant runs to remove the daily load: a whole hour at least, a day at most. */
  operatingHours: { label: 'as horas de operação', unit: 'h', min: 1, max: 24, section: 'room' },
  /** m; a cold room or cold store hall is at most 200 m on a side. */
  length: {
    label: 'o comprimento',
    unit: 'm',
    min: 0,
    isMinExclusive: true,
    max: 200,
    section: 'dimensions',
  },
  width: {
    label: 'a largura',
    unit: 'm',
    min: 0,
    isMinExclusive: true,
    max: 200,
    section: 'dimensions',
  },
  /** m, spec §5 gives the minimum; high-bay automated stores reach about 45 m. */
  height: { label: 'a altura', unit: 'm', min: 1, max: 50, section: 'dimensions' },
  safetyMargin: { ...percent('a margem de segurança'), section: 'room' },
  /** kcal/h typed by hand (type 2): about 58 MW, beyond the largest cold store. */
  typedTotalKcalh: {
    label: 'a carga térmica total',
    unit: 'kcal/h',
    min: 0,
    isMinExclusive: true,
    max: 50_000_000,
    isNullable: true,
    section: 'room',
  },
} as const satisfies Record<string, (NumberFieldSpec | TextFieldSpec) & RoomFieldPlacement>;

/** One of the six surfaces (ceiling, floor, four walls). */
const SURFACE = {
  /** mm, spec §5 gives the minimum; a 1 m slab or wall is the thickest plausible layer. */
  thickness: { label: 'a espessura', unit: 'mm', min: 1, max: 1000 },
  /** °C on the outer face: ambient + 6 (+5 in the sun) for a ceiling, a freezer beside a wall. */
  temperature: { label: 'a temperatura', unit: '°C', min: -60, max: 70 },
  /**
   * m, a surface's sides (0 allowed: a wall with no area). Derived sizes are the room's outside
   * box (ADR 057): a 200 m room plus three 1 m layers on each side is 206 m; 210 m covers it.
   */
  width: { label: 'a largura', unit: 'm', min: 0, max: 210 },
  length: { label: 'o comprimento', unit: 'm', min: 0, max: 210 },
  /**
   * k of a layer typed by the user (a custom material), W/(m·K); null keeps the material's own
   * k. Above 0 (it divides); at most 5, above every building and insulating material a cold
   * room is made of (dense concrete about 2, granite about 3.5) and below metals, which are
   * never an insulating layer (ADR 024).
   */
  conductivity: {
    label: 'a condutividade',
    unit: 'W/(m·K)',
    min: 0,
    isMinExclusive: true,
    max: 5,
    isNullable: true,
    default: null,
  },
} as const;

/** A surface holds its main layer and at most this many more (three layers in all, ADR 024). */
export const MAX_ADDITIONAL_LAYERS = 2;

const goodsTemperature = (label: string) => ({ label, unit: '°C', min: -50, max: 100 }) as const;
const specificHeat = (label: string) =>
  ({ label, unit: 'kJ/(kg·K)', min: 0, max: 10, isNullable: true }) as const;

/** One goods line; thermal properties may be null when the catalogue has none. */
const GOODS = {
  /** kg per pallet (suggestions: 30 or 800). */
  palletCapacity: { label: 'a capacidade do palete', unit: 'kg', min: 1, max: 5000 },
  /** kg/day entering the room; 500 000 t covers the suggestion for the largest room. */
  dailyMovement: { label: 'a movimentação diária', unit: 'kg', min: 0, max: 500_000_000 },
  /** kg stored; the suggestion for the largest room is 220 000 t. */
  storageCapacity: { label: 'a capacidade de armazenagem', unit: 'kg', min: 0, max: 500_000_000 },
  /** Deep-frozen goods to hot product entering a blast chiller. */
  checkinTemperature: goodsTemperature('a temperatura de entrada'),
  checkoutTemperature: goodsTemperature('a temperatura de saída'),
  /** h to pull the product down: six minutes (IQF) to a week (slow ripening rooms). */
  processingTime: { label: 'o tempo de processamento', unit: 'h', min: 0.1, max: 168 },
  /** Foods freeze between about −5 and 0 °C. */
  freezingPoint: {
    label: 'o ponto de congelamento',
    unit: '°C',
    min: -60,
    max: 10,
    isNullable: true,
  },
  /** Water is 4.19. */
  specificHeatAboveFreezing: specificHeat('o calor específico acima do congelamento'),
  specificHeatBelowFreezing: specificHeat('o calor específico abaixo do congelamento'),
  /** Water is 334. */
  latentHeatOfFusion: {
    label: 'o calor latente de congelamento',
    unit: 'kJ/kg',
    min: 0,
    max: 500,
    isNullable: true,
  },
  /** The catalogue's highest is about 170. */
  heatOfRespiration: {
    label: 'o calor de respiração',
    unit: 'mW/kg',
    min: 0,
    max: 1000,
    isNullable: true,
  },
} as const;

const count = (label: string) => ({ label, unit: '', min: 0, max: 10_000 }) as const;
const duration = { label: 'a duração', unit: 'h', min: 0, max: 24 } as const;
/** kW; the largest room's evaporator suggestion is 5 200 kW. */
const power = { label: 'a potência', unit: 'kW', min: 0, max: 10_000 } as const;

/** People, forklifts, evaporator fans, lighting and other equipment. */
const ADDITIONAL_LOAD = {
  staff: { count: count('o número de pessoas'), duration },
  forklift: { count: count('o número de empilhadeiras'), duration },
  evaporator: { count: count('o número de evaporadores'), power, duration },
  /** W/m² of lighting (default 10.8). */
  lighting: {
    power: { label: 'a potência de iluminação', unit: 'W/m²', min: 0, max: 100 },
    duration,
  },
  other: { power, duration },
} as const;

/** One door entry (spec §3 "Doors group"). */
const DOOR = {
  count: { label: 'a quantidade', unit: '', min: 1, max: 100, isInteger: true },
  /** m of one door leaf. */
  width: { label: 'a largura', unit: 'm', min: 0, isMinExclusive: true, max: 15 },
  height: { label: 'a altura', unit: 'm', min: 0, isMinExclusive: true, max: 15 },
  /** °C of the air beside the door, inside the psychrometric range (−60…60). */
  adjacentAmbientTemperature: {
    label: 'a temperatura do ambiente adjacente',
    unit: '°C',
    min: -50,
    max: 60,
  },
  adjacentAmbientRelativeHumidity: percent('a umidade relativa do ambiente adjacente'),
  internalRelativeHumidity: percent('a umidade relativa interna'),
  /**
   * Passages per hour per door, above 0 (spec §5). Far above what a door allows (the open
   * fraction is capped at 1), because the spec's suggestion gives about 22 000 for a
   * 200 × 200 × 4 m room.
   */
  openingFrequency: {
    label: 'a frequência de abertura',
    unit: 'passagens/h',
    min: 0,
    isMinExclusive: true,
    max: 100_000,
  },
  /** s to open and close once. */
  openCloseDuration: { label: 'o tempo de abertura e fechamento', unit: 's', min: 0, max: 600 },
  /** min the door stays open per passage. */
  openDuration: { label: 'o tempo de porta aberta', unit: 'min', min: 0, max: 1440 },
  protectionBarrierEfficiency: { ...percent('a eficiência da proteção'), isNullable: true },
  /** Air changes per 24 h when typed (VOLUME only); null or 0 uses the table. */
  airExchangeRate: {
    label: 'a taxa de renovação de ar',
    unit: 'trocas/dia',
    min: 0,
    max: 1000,
    isNullable: true,
  },
} as const;

/** Every room input field: the one place a field's name, unit, limits and label are written. */
export const ROOM_FIELDS = {
  ...ROOM,
  surface: SURFACE,
  goods: GOODS,
  additionalLoad: ADDITIONAL_LOAD,
  door: DOOR,
} as const;

/**
 * The section that saves each input of a room (the room's keys, as its schema has them): its own
 * fields by their entry above; each group of fields (the surfaces, goods, additional loads and
 * doors) by its section. `calculationType` is chosen in the editor's toolbar, not in a section,
 * and saved with the room by whichever section is saved next: null. A test checks that every
 * input of the room schema is here.
 */
export const ROOM_FIELD_SECTIONS = {
  ...listSections(ROOM),
  calculationType: null,
  heatTransfer: 'heatTransfer',
  // The surfaces section shows the area basis and switches it (ADR 057).
  areaBasis: 'heatTransfer',
  goods: 'goods',
  additionalLoad: 'additionalLoad',
  doors: 'doors',
} as const satisfies Record<string, RoomSection | null>;

function listSections<T extends Record<string, RoomFieldPlacement>>(
  fields: T,
): { readonly [K in keyof T]: T[K]['section'] } {
  const entries = Object.entries(fields).map(([key, field]) => [key, field.section]);
  return Object.fromEntries(entries) as { readonly [K in keyof T]: T[K]['section'] };
}

/**
 * The one deliberate difference between this table and the engine's input checks
 * (computeHeatLoad and the loads it sums): the engine accepts every value its formulas are
 * defined for, a superset of this table. It checks that numbers are finite and inside each
 * formula's physical domain (humidity 0…100 %, at most 24 h a day, a layer at least 1 mm thick),
 * not that they are plausible: counts, sizes and frequencies may be 0 (no load) and have no cap,
 * and air temperatures (room, ambient, beside a door) may span the whole psychrometric range,
 * this constant, −60…60 °C. A property test (packages/contracts/src/room-fields.property.test.ts)
 * computes the heat load of arbitrary rooms inside this table.
 */
export const ENGINE_AIR_TEMPERATURE_RANGE_C = AIR_TEMPERATURE_RANGE_C;

/** "a temperatura da câmara" → "Temperatura da câmara". */
export function stripArticle(label: string): string {
  const words = label.replace(/^(o|a|os|as) /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a field's form control: the noun without its article, with its unit.
 *
 * @example formatFieldLabel(ROOM_FIELDS.roomTemperature) // => 'Temperatura da câmara (°C)'
 * @example formatFieldLabel(ROOM_FIELDS.door.count) // => 'Quantidade'
 */
export function formatFieldLabel(field: {
  readonly label: string;
  readonly unit?: string;
}): string {
  const name = stripArticle(field.label);
  return field.unit ? `${name} (${field.unit})` : name;
}
