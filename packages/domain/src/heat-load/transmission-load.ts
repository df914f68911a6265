import { DomainError } from '../errors.ts';
import {
  kilojoulesPerDay,
  watts,
  convertWattHoursToDailyKj,
  type KilojoulesPerDay,
} from '../units/quantities.ts';
import {
  requireArray,
  requireDimension,
  requireFinite,
  requireInRange,
  requireObject,
  requirePositive,
} from '../validation/assert-input.ts';
import { MATERIALS } from '../reference-data/materials.ts';
import {
  createQuantity,
  DAILY_ENERGY_UNIT,
  type CalculationStep,
  type StepQuantity,
} from './calculation-step.ts';
import {
  computeSizingDimensions,
  deriveSurfaceSize,
  hasSurfaceSize,
  type SurfaceKey,
} from '../suggestions/surface-sizes.ts';
import type { AreaBasis } from './area-basis.ts';
import type {
  HeatLoadRefs,
  HeatTransfer,
  MaterialId,
  RoomGeometry,
  Surface,
  SurfaceLayer,
} from './types.ts';

/** Insulating panels: PUR 10, PIR 11, EPS 12. Their U neglects surface films (AIRAH). */
export const PANEL_MATERIAL_IDS: readonly MaterialId[] = [10, 11, 12];

/** Inside surface-film resistance, m²·K/W (heat-load method, masonry/concrete/glass). */
export const INSIDE_FILM_RESISTANCE = 0.12;
/** Outside surface-film resistance, m²·K/W. */
export const OUTSIDE_FILM_RESISTANCE = 0.04;

/** One layer of a surface as U is computed from it. */
export interface LayerValues {
  /** 10 PUR, 11 PIR, 12 EPS are panels; any other material is not. */
  readonly materialId: MaterialId;
  /** mm, above 0. */
  readonly thickness: number;
  /** k, W/(m·K), above 0 (the material's or a custom one). */
  readonly conductivity: number;
}

/** Whether a material is an insulating panel (PUR, PIR, EPS): its U neglects surface films. */
export function isPanelMaterial(materialId: MaterialId): boolean {
  return PANEL_MATERIAL_IDS.includes(materialId);
}

/**
 * Overall heat-transfer coefficient of a surface of one to three layers in series (heat-load
 * method, "Transmission"; ADR 024): `R = Σ x_i / k_i`. When any layer is not a panel (masonry,
 * concrete, glass, timber, ...) the inside and outside films are added, `U = 1 / (0.12 + R +
 * 0.04)`; panels only: `U = 1 / R`, and a single panel `U = k / x` exactly as before.
 *
 * @param layers - one to three layers (thickness mm, k W/(m·K)), outside to inside or any order.
 * @returns U in W/(m²·K).
 * @throws DomainError MISSING_INPUT without a layer.
 * @example
 * computeLayeredUValue([
 *   { materialId: 12, thickness: 100, conductivity: 0.035 },
 *   { materialId: 14, thickness: 150, conductivity: 1.75 },
 * ]); // ≈ 0.322284 W/(m²·K) (±1e-6) — 100 mm EPS on a 150 mm concrete slab, films added
 */
export function computeLayeredUValue(layers: readonly LayerValues[]): number {
  const [first] = layers;
  if (!first) throw new DomainError('MISSING_INPUT', 'a surface needs at least one layer');
  const hasFilms = layers.some((layer) => !isPanelMaterial(layer.materialId));
  // A single panel keeps today's arithmetic, bit for bit (saved results stay explainable).
  if (layers.length === 1 && !hasFilms) return first.conductivity / (first.thickness / 1000);
  let resistance = hasFilms ? INSIDE_FILM_RESISTANCE : 0;
  for (const layer of layers) resistance += layer.thickness / 1000 / layer.conductivity;
  if (hasFilms) resistance += OUTSIDE_FILM_RESISTANCE;
  return 1 / resistance;
}

/**
 * Overall heat-transfer coefficient of one surface layer (heat-load method, "Transmission").
 *
 * Panels (10, 11, 12): `U = k / x`; any other material: `U = 1 / (0.12 + x / k + 0.04)`.
 *
 * @param materialId - 10 PUR, 11 PIR, 12 EPS, 13 Alvenaria, 14 Concreto, 15 Vidro, 16 Madeira.
 * @param thickness - mm, above 0.
 * @param conductivity - k, W/(m·K), above 0.
 * @returns U in W/(m²·K).
 * @example computeSurfaceUValue(12, 100, 0.032); // ≈ 0.32 W/(m²·K) (±1e-12) — AIRAH worked example
 */
export function computeSurfaceUValue(
  materialId: MaterialId,
  thickness: number,
  conductivity: number,
): number {
  return computeLayeredUValue([{ materialId, thickness, conductivity }]);
}

/** A material of `refs`: its k and its pt-BR name (the domain's own name when refs have none). */
export function findMaterial(
  refs: HeatLoadRefs,
  materialId: MaterialId,
  field: string,
): { readonly conductivity: number; readonly name: string } {
  const material = findById(refs.materials, materialId);
  if (!material) {
    throw new DomainError('UNKNOWN_REFERENCE', `material ${materialId} is not in refs`, field);
  }
  const conductivity = requireFinite(material.conductivity, `refs.materials[${materialId}]`);
  if (conductivity <= 0) {
    throw new DomainError('OUT_OF_RANGE', `conductivity of ${materialId} must be above 0`, field);
  }
  const name = material.name ?? findById(MATERIALS, materialId)?.name ?? `Material ${materialId}`;
  return { conductivity, name };
}

/** The first entry with `id` (a loop: this runs for every layer of every calculation). */
function findById<T extends { readonly id: number }>(
  list: readonly T[],
  id: number,
): T | undefined {
  for (const entry of list) if (entry.id === id) return entry;
  return undefined;
}

/** Finds a material's conductivity in `refs`, or throws UNKNOWN_REFERENCE. */
export function findConductivity(
  refs: HeatLoadRefs,
  materialId: MaterialId,
  field: string,
): number {
  return findMaterial(refs, materialId, field).conductivity;
}

/** A layer as the engine read it: its values, the material's name and whether k was typed. */
interface ReadLayer extends LayerValues {
  readonly name: string;
  readonly isCustom: boolean;
}

/** Reads one layer (the surface itself for the main one) at `field`. */
function readLayer(value: unknown, field: string, refs: HeatLoadRefs): ReadLayer {
  const layer = requireObject(value, field) as Partial<SurfaceLayer>;
  const material = requireObject(layer.material, `${field}.material`);
  const materialId = requireFinite(material.id, `${field}.material.id`);
  const thickness = requireInRange(layer.thickness, `${field}.thickness`, 1, 10_000);
  const known = findMaterial(refs, materialId, `${field}.material.id`);
  const isCustom = layer.conductivity !== null && layer.conductivity !== undefined;
  const conductivity = isCustom
    ? requirePositive(layer.conductivity, `${field}.conductivity`)
    : known.conductivity;
  return { materialId, thickness, conductivity, name: known.name, isCustom };
}

/** The main layer, then each additional one. */
function readLayers(surface: Partial<Surface>, field: string, refs: HeatLoadRefs): ReadLayer[] {
  const layers = [readLayer(surface, field, refs)];
  const extra = surface.additionalLayers;
  if (extra === null || extra === undefined) return layers;
  const more = requireArray(extra, `${field}.additionalLayers`);
  for (let index = 0; index < more.length; index += 1) {
    layers.push(readLayer(more[index], `${field}.additionalLayers[${index}]`, refs));
  }
  return layers;
}

/** The memorial's symbol suffix of each layer of a layered surface: k₁, x₁, k₂, ... */
const SUBSCRIPTS = ['₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

const TRANSMISSION_FORMULA_TAIL = '; A = L · C; Q = U · A · (T_sup − T_câm) · 24 h · 3,6';
const AREA_FORMULA = '; A = L · C;';
const SINGLE_PANEL_FORMULA = `U = k / x${TRANSMISSION_FORMULA_TAIL}`;
const SINGLE_FILMED_FORMULA = `U = 1 / (0,12 + x / k + 0,04)${TRANSMISSION_FORMULA_TAIL}`;

function describeSingleLayer(layer: ReadLayer): { inputs: StepQuantity[]; formula: string } {
  const label = layer.isCustom
    ? `Condutividade — ${layer.name} (personalizada)`
    : `Condutividade — ${layer.name}`;
  return {
    inputs: [
      createQuantity('k', label, layer.conductivity, 'W/(m·K)'),
      createQuantity('x', 'Espessura', layer.thickness / 1000, 'm'),
    ],
    formula: isPanelMaterial(layer.materialId) ? SINGLE_PANEL_FORMULA : SINGLE_FILMED_FORMULA,
  };
}

/** The k and x rows of each layer, named by material (never "material 10"), and U's formula. */
function describeLayers(layers: readonly ReadLayer[]): { inputs: StepQuantity[]; formula: string } {
  const [first] = layers;
  if (first && layers.length === 1) return describeSingleLayer(first);
  const inputs: StepQuantity[] = [];
  let sum = '';
  let hasFilms = false;
  for (let index = 0; index < layers.length; index += 1) {
    const layer = layers[index] as ReadLayer;
    const sub = SUBSCRIPTS[index] ?? `${index + 1}`;
    const note = layer.isCustom
      ? ` (camada ${index + 1}, personalizada)`
      : ` (camada ${index + 1})`;
    inputs.push(
      createQuantity(
        `k${sub}`,
        `Condutividade — ${layer.name}${note}`,
        layer.conductivity,
        'W/(m·K)',
      ),
      createQuantity(
        `x${sub}`,
        `Espessura — ${layer.name} (camada ${index + 1})`,
        layer.thickness / 1000,
        'm',
      ),
    );
    sum += index === 0 ? `x${sub} / k${sub}` : ` + x${sub} / k${sub}`;
    if (!isPanelMaterial(layer.materialId)) hasFilms = true;
  }
  const u = hasFilms ? `U = 1 / (0,12 + ${sum} + 0,04)` : `U = 1 / (${sum})`;
  return { inputs, formula: `${u}${TRANSMISSION_FORMULA_TAIL}` };
}

/** Where a surface sits in `heatTransfer` and how its memorial step is named. */
interface SurfaceName {
  readonly field: string;
  readonly stepKey: string;
  readonly stepLabel: string;
  readonly surfaceKey: SurfaceKey;
}

function nameSurface(
  field: string,
  key: string,
  label: string,
  surfaceKey: SurfaceKey,
): SurfaceName {
  return { field, stepKey: `heatTransfer.${key}`, stepLabel: `Transmissão — ${label}`, surfaceKey };
}

const CEILING = nameSurface('heatTransfer.ceiling', 'ceiling', 'Teto', 'ceiling');
const FLOOR = nameSurface('heatTransfer.floor', 'floor', 'Piso', 'floor');
const WALLS = [0, 1, 2, 3].map((index) =>
  nameSurface(
    `heatTransfer.walls[${index}]`,
    `walls.${index + 1}`,
    `Parede ${index + 1}`,
    `walls.${index}` as SurfaceKey,
  ),
);

/** The room a memorial says its surfaces' sizes against (ADR 057). */
export interface SurfaceSizing {
  /** Inside dimensions, m. */
  readonly room: RoomGeometry;
  /** Missing: OUTSIDE. */
  readonly areaBasis?: AreaBasis | null;
}

const formatMetres = (value: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/**
 * What the memorial says of a surface's sizes: the faces of the room's outside box (inside
 * dimensions plus the insulation on each side, with the box), of its inside box, or sizes as
 * typed. Said by comparing the surface with the size the room derives, so it is true of any
 * document, flagged or not.
 */
function describeArea(
  surface: Partial<Surface>,
  key: SurfaceKey,
  box: RoomGeometry,
  basis: AreaBasis,
): string {
  const size = { width: Number(surface.width), length: Number(surface.length) };
  if (!hasSurfaceSize(size, deriveSurfaceSize(box, key))) return ' (medidas informadas);';
  if (basis === 'INSIDE') return ' (medidas internas);';
  const sides = [box.length, box.width, box.height].map(formatMetres).join(' × ');
  return ` (medidas externas: internas + isolamento de cada lado, ${sides} m);`;
}

/** Each surface step's area formula says how its sizes were taken. */
function describeAreas(
  section: Record<string, unknown>,
  walls: readonly unknown[],
  steps: CalculationStep[],
  sizing: SurfaceSizing,
): CalculationStep[] {
  const heatTransfer = { ceiling: section.ceiling, floor: section.floor, walls } as HeatTransfer;
  const basis = sizing.areaBasis ?? 'OUTSIDE';
  const box = computeSizingDimensions({ ...sizing.room, areaBasis: basis, heatTransfer });
  const surfaces = [heatTransfer.ceiling, heatTransfer.floor, ...heatTransfer.walls];
  const names = [CEILING, FLOOR, ...WALLS];
  return steps.map((step, index) => {
    const name = names[index] as SurfaceName;
    const note = describeArea(surfaces[index] as Surface, name.surfaceKey, box, basis);
    return { ...step, formula: step.formula.replace(AREA_FORMULA, `; A = L · C${note}`) };
  });
}

function computeSurfaceStep(
  value: unknown,
  name: SurfaceName,
  roomTemperature: number,
  refs: HeatLoadRefs,
): CalculationStep {
  const { field } = name;
  const surface = requireObject(value, field) as Partial<Surface>;
  const layers = readLayers(surface, field, refs);
  const temperature = requireInRange(surface.temperature, `${field}.temperature`, -100, 200);
  const width = requireDimension(surface.width, `${field}.width`, true);
  const length = requireDimension(surface.length, `${field}.length`, true);
  const u = computeLayeredUValue(layers);
  const area = width * length;
  const deltaT = temperature - roomTemperature;
  const daily = convertWattHoursToDailyKj(watts(u * area * deltaT), 24);
  const { inputs, formula } = describeLayers(layers);
  inputs.push(
    createQuantity('U', 'Coeficiente global de transmissão', u, 'W/(m²·K)'),
    createQuantity('L', 'Largura', width, 'm'),
    createQuantity('C', 'Comprimento', length, 'm'),
    createQuantity('A', 'Área', area, 'm²'),
    createQuantity('T_sup', 'Temperatura da face externa', temperature, '°C'),
    createQuantity('T_câm', 'Temperatura da câmara', roomTemperature, '°C'),
  );
  return {
    key: name.stepKey,
    part: 'heatTransfer',
    label: name.stepLabel,
    formula,
    inputs,
    result: createQuantity('Q', 'Energia diária transmitida', daily, DAILY_ENERGY_UNIT),
  };
}

/**
 * Transmission through the six surfaces over 24 h: `Q = U · A · (T_surface − T_room)` W each
 * (heat-load method, "Transmission"). The solar increment is already in `temperature`.
 *
 * @param heatTransfer - ceiling, floor and 4 walls (thickness mm, sizes m, temperature °C), each
 *   of one to three layers in series (`additionalLayers`, custom `conductivity`: ADR 024).
 * @param roomTemperature - °C.
 * @param refs - materials with conductivity W/(m·K) and, for the memorial, their names.
 * @param sizing - the room's inside dimensions and area basis: each step's area formula then
 *   says whether its sizes are the outside box's (with it), the inside box's or typed (ADR 057).
 * @returns the daily energy in kJ/day and one step per surface.
 * @throws DomainError MISSING_INPUT (a surface or wall missing), UNKNOWN_REFERENCE (material),
 *   INVALID_GEOMETRY (negative size), OUT_OF_RANGE (thickness below 1 mm).
 * @example
 * const room = { length: 10, width: 8, height: 6, roomTemperature: -20, ambientTemperature: 35 };
 * const refs = { materials: MATERIALS };
 * computeTransmissionLoad(suggestHeatTransfer(room), -20, refs).daily; // ≈ 235_744.82 kJ (±0.01)
 */
export function computeTransmissionLoad(
  heatTransfer: HeatTransfer,
  roomTemperature: number,
  refs: HeatLoadRefs,
  sizing?: SurfaceSizing,
): { readonly daily: KilojoulesPerDay; readonly steps: readonly CalculationStep[] } {
  const section = requireObject(heatTransfer, 'heatTransfer');
  const walls = requireArray(section.walls, 'heatTransfer.walls');
  if (walls.length !== 4) {
    throw new DomainError(
      'MISSING_INPUT',
      'heatTransfer.walls must hold 4 walls',
      'heatTransfer.walls',
    );
  }
  const ceiling = computeSurfaceStep(section.ceiling, CEILING, roomTemperature, refs);
  const floor = computeSurfaceStep(section.floor, FLOOR, roomTemperature, refs);
  const steps = [ceiling, floor];
  let daily = ceiling.result.value + floor.result.value;
  for (let index = 0; index < 4; index += 1) {
    const step = computeSurfaceStep(
      walls[index],
      WALLS[index] as SurfaceName,
      roomTemperature,
      refs,
    );
    steps.push(step);
    daily += step.result.value;
  }
  const described = sizing ? describeAreas(section, walls, steps, sizing) : steps;
  return { daily: kilojoulesPerDay(daily), steps: described };
}
