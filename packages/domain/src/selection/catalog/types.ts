import type { RatingBasis } from '../capacity/rating-basis.ts';
import type { TemperatureApplication } from '../capacity/types.ts';

/**
 * The equipment catalogue: product lines, models, SKUs and their capacity data. Flat arrays of
 * plain objects, one per table row (docs/domain/selection.md, "Storing a catalogue"); every
 * field that crosses I/O carries its unit in its name: `C` °C, `K` kelvin (a temperature
 * difference), `Kcalh` kcal/h, `Kw` kW, `W` watts, `Mm` millimetres, `M` metres, `M3h` m³/h,
 * `Hz`, `V`, `Dba` dB(A).
 */

export type { TemperatureApplication } from '../capacity/types.ts';
export type { RatingBasis } from '../capacity/rating-basis.ts';

/** Catalogue item kinds (spec §3 equipment types). */
export type CatalogItemKind =
  'EVAPORATOR' | 'CONDENSING_UNIT' | 'COMPRESSOR_UNIT' | 'REMOTE_CONDENSER';

/** Unit kinds that carry a capacity table. */
export type UnitKind = 'CONDENSING_UNIT' | 'COMPRESSOR_UNIT';

/** Defrost types (spec §3): `AR` Ar, `ELETRICO` Elétrico, `GAS` Gás. */
export type DefrostKind = 'AR' | 'ELETRICO' | 'GAS';

/** Compressor types (spec §3): Hermético, Scroll, Semi-Hermético. */
export type CompressorType = 'HERMETICO' | 'SCROLL' | 'SEMI_HERMETICO';

/** Fin protection of a coil. */
export type FinProtection = 'SEM_PROTECAO' | 'EPOXI';

/** Expansion valve supplied with an evaporator. */
export type ExpansionValve = 'SEM_VALVULA' | 'TERMOSTATICA' | 'ELETRONICA';

/** Fan motor of an evaporator (spec `engineType`): shaded-pole/PSC `AC` or electronically commutated `EC`. */
export type FanMotor = 'AC' | 'EC';

/** Unit controller supplied with a condensing or compressor unit. */
export type UnitController = 'ELETROMECANICO' | 'ELETRONICO';

/** Supply frequency, Hz. */
export type SupplyFrequencyHz = 50 | 60;

/** Supply phase count (1F or 3F). */
export type SupplyPhases = 1 | 3;

/** An electrical supply: frequency (Hz), voltage (V) and phases. */
export interface PowerSupply {
  readonly frequencyHz: SupplyFrequencyHz;
  readonly voltageV: number;
  readonly phases: SupplyPhases;
}

/** Origin of the goods as the NF-e codes it (`orig`, 0–8): 0 national, 1–8 imported or with import content. */
export type GoodsOriginCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * A product's fiscal classification (docs/decisions/071, "Product classification"): its NCM
 * (8 digits, stored without dots: `84189900`), its TIPI Ex (2–3 digits, `01`) or `null`, and
 * the origin of the goods. The same shape as the contracts' `FiscalClassification`. A model
 * without one (`null`) is not classified: nothing guesses it (the proposal asks for its IPI).
 */
export interface ProductClassification {
  readonly ncm: string;
  readonly ex: string | null;
  readonly origin: GoodsOriginCode;
}

/** A product line (spec §3 `productLine`), e.g. evaporators `FM`, condensing units `UCM`. */
export interface ProductLine {
  readonly kind: CatalogItemKind;
  /** The line's code as the specification writes it (`FXB+`, `US 23 66 HP`). Unique per kind. */
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** The line's temperature application, `null` when its models span several. */
  readonly application: TemperatureApplication | null;
  /** Evaporator DT choices offered by the line, K (empty for other kinds). */
  readonly dtChoicesK: readonly number[];
  /**
   * Evaporator lines: the coldest and warmest rooms the line serves, °C (its application range,
   * docs/decisions/060); `null` = no bound. Other kinds: both `null`.
   */
  readonly roomTemperatureMinC: number | null;
  readonly roomTemperatureMaxC: number | null;
  readonly isDemonstration: boolean;
}

/**
 * Evaporator capacity data: `Q = Q_ref · (DT / DT_ref) · f_Te(Te) · f_refrigerant`
 * (docs/domain/selection.md, "Evaporator capacity").
 */
export interface EvaporatorCapacityData {
  /** `Q_ref`: total (wet-coil) capacity of one unit at the rating condition, kcal/h, f_refrigerant 1. */
  readonly referenceCapacityKcalh: number;
  /** `DT_ref`: air on minus evaporating (dew) temperature of the rating, K. */
  readonly referenceDtK: number;
  /** Evaporating (dew) temperature of the rating, °C. */
  readonly referenceEvaporatingTemperatureC: number;
  /** Rating condition label (`SC2`, `SC3`… or the maker's own; free text). */
  readonly ratingCondition: string;
  /** `f_refrigerant` by refrigerant code; the refrigerants the model is offered with. */
  readonly refrigerantFactors: Readonly<Record<string, number>>;
  /**
   * The largest DT the capacity is valid at, over `DT_ref` (1–3; absent: 1.3, the source's
   * default): beyond `maxDtFactor × DT_ref` the capacity is not extrapolated (docs/decisions/059).
   */
  readonly maxDtFactor?: number;
}

/** An evaporator (unit cooler) model. */
export interface EvaporatorModel {
  /** Unique model code. */
  readonly code: string;
  readonly lineCode: string;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  readonly fanCount: number;
  readonly fanDiameterMm: number;
  /** Total air flow of the model (all fans), m³/h. */
  readonly airFlowM3h: number;
  /** Air throw, m. */
  readonly airThrowM: number;
  /** Total fan power, W. */
  readonly fanPowerW: number;
  /** Electric defrost heater power, W (0 when electric defrost is not offered). */
  readonly defrostPowerW: number;
  /** Fin spacing, mm (fins per inch = 25.4 / spacing). */
  readonly finSpacingMm: number;
  readonly tubeRows: number;
  readonly motor: FanMotor;
  /** Defrost types the model is offered with. */
  readonly defrostKinds: readonly DefrostKind[];
  readonly capacity: EvaporatorCapacityData;
  /** NCM, Ex and origin; `null` when the catalogue does not give them. */
  readonly classification: ProductClassification | null;
  readonly isDemonstration: boolean;
}

/** An orderable evaporator variant. */
export interface EvaporatorSku {
  /** Unique SKU code. */
  readonly sku: string;
  readonly modelCode: string;
  readonly powerSupply: PowerSupply;
  readonly defrost: DefrostKind;
  readonly finProtection: FinProtection;
  readonly expansionValve: ExpansionValve;
  readonly hasIsolatedTray: boolean;
}

/**
 * Capacity and absorbed power of a condensing or compressor unit over evaporating (suction)
 * temperature × ambient temperature, for one refrigerant and one supply frequency. Values are
 * for ONE unit (all its compressors). Interpolated bilinearly inside; refused outside.
 */
export interface UnitCapacityTable {
  readonly refrigerantCode: string;
  readonly frequencyHz: SupplyFrequencyHz;
  /**
   * The suction state the capacities assume (docs/domain/selection.md, "Rating basis"): EN 12900
   * 10 K superheat, AHRI 540 18.3 °C return gas or a maker's EN 13215 unit rating.
   */
  readonly ratingBasis: RatingBasis;
  /** Condensing minus ambient temperature the table assumes, K (condenser check of racks). */
  readonly condensingOffsetK: number;
  /** Suction (dew) temperature axis at the unit, strictly ascending, °C. */
  readonly evaporatingTemperaturesC: readonly number[];
  /** Ambient (air on condenser) temperature axis, strictly ascending, °C. */
  readonly ambientTemperaturesC: readonly number[];
  /** Capacity, kcal/h, indexed `[evaporating][ambient]`. */
  readonly capacityKcalh: readonly (readonly number[])[];
  /** Absorbed power (compressors plus the unit's own condenser fans), kW, `[evaporating][ambient]`. */
  readonly powerKw: readonly (readonly number[])[];
}

/** A condensing unit or a compressor unit (rack) model. */
export interface UnitModel {
  readonly kind: UnitKind;
  readonly code: string;
  readonly lineCode: string;
  readonly application: TemperatureApplication;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  /** Condenser fans of a condensing unit (0 for a compressor unit). */
  readonly fanCount: number;
  readonly fanDiameterMm: number;
  /** Condenser air flow, m³/h (0 for a compressor unit). */
  readonly airFlowM3h: number;
  readonly compressorType: CompressorType;
  readonly compressorBrand: string;
  /** Compressors in the unit, 1 to 4. */
  readonly compressorCount: number;
  readonly hasCapacityControl: boolean;
  readonly hasHotGasDefrost: boolean;
  /** Refrigerants offered = the tables' refrigerant codes. */
  readonly capacityTables: readonly UnitCapacityTable[];
  /** NCM, Ex and origin; `null` when the catalogue does not give them. */
  readonly classification: ProductClassification | null;
  readonly isDemonstration: boolean;
}

/** An orderable condensing-unit or compressor-unit variant. */
export interface UnitSku {
  readonly sku: string;
  readonly modelCode: string;
  readonly powerSupply: PowerSupply;
  readonly hasCondensationControl: boolean;
  readonly controller: UnitController;
}

/** A remote (air-cooled) condenser model for rack systems. */
export interface RemoteCondenserModel {
  readonly code: string;
  readonly lineCode: string;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  readonly fanCount: number;
  readonly fanDiameterMm: number;
  readonly airFlowM3h: number;
  /** Total fan power, W. */
  readonly fanPowerW: number;
  /** Fan motor poles (6 or 8). */
  readonly fanPoles: number;
  readonly finSpacingMm: number;
  readonly noiseLevelDba: number;
  /** Heat rejection per kelvin of (condensing − ambient) temperature, kcal/(h·K), at sea level. */
  readonly heatRejectionKcalhPerK: number;
  /** NCM, Ex and origin; `null` when the catalogue does not give them. */
  readonly classification: ProductClassification | null;
  readonly isDemonstration: boolean;
}

/** An orderable remote-condenser variant. */
export interface RemoteCondenserSku {
  readonly sku: string;
  readonly modelCode: string;
  readonly powerSupply: PowerSupply;
  readonly finProtection: FinProtection;
}

/** A whole catalogue version; saved systems keep pointing to the version they were built on. */
export interface EquipmentCatalog {
  /** Version label, e.g. `demo-1.0.0-seed-1` for the demonstration catalogue. */
  readonly catalogVersion: string;
  /** Label shown in the UI and the proposal, e.g. `Catálogo de demonstração`. */
  readonly label: string;
  readonly isDemonstration: boolean;
  readonly lines: readonly ProductLine[];
  readonly evaporators: readonly EvaporatorModel[];
  readonly evaporatorSkus: readonly EvaporatorSku[];
  readonly condensingUnits: readonly UnitModel[];
  readonly condensingUnitSkus: readonly UnitSku[];
  readonly compressorUnits: readonly UnitModel[];
  readonly compressorUnitSkus: readonly UnitSku[];
  readonly remoteCondensers: readonly RemoteCondenserModel[];
  readonly remoteCondenserSkus: readonly RemoteCondenserSku[];
}
