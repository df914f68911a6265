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
} from '../validation/assert-input.ts';
import { createQuantity, DAILY_ENERGY_UNIT, type CalculationStep } from './calculation-step.ts';
import type { HeatLoadRefs, HeatTransfer, MaterialId, Surface } from './types.ts';

/** Insulating panels: PUR 10, PIR 11, EPS 12. Their U neglects surface films (AIRAH). */
export const PANEL_MATERIAL_IDS: readonly MaterialId[] = [10, 11, 12];

/** Inside surface-film resistance, m²·K/W (heat-load method, masonry/concrete/glass). */
export const INSIDE_FILM_RESISTANCE = 0.12;
/** Outside surface-film resistance, m²·K/W. */
export const OUTSIDE_FILM_RESISTANCE = 0.04;

/**
 * Overall heat-transfer coefficient of one surface layer (heat-load method, "Transmission").
 *
 * Panels (10, 11, 12): `U = k / x`; any other material: `U = 1 / (0.12 + x / k + 0.04)`.
 *
 * @param materialId - 10 PUR, 11 PIR, 12 EPS, 13 Alvenaria, 14 Concreto, 15 Vidro.
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
  const x = thickness / 1000;
  if (PANEL_MATERIAL_IDS.includes(materialId)) return conductivity / x;
  return 1 / (INSIDE_FILM_RESISTANCE + x / conductivity + OUTSIDE_FILM_RESISTANCE);
}

/** Finds a material's conductivity in `refs`, or throws UNKNOWN_REFERENCE. */
export function findConductivity(
  refs: HeatLoadRefs,
  materialId: MaterialId,
  field: string,
): number {
  const material = refs.materials.find((candidate) => candidate.id === materialId);
  if (!material) {
    throw new DomainError('UNKNOWN_REFERENCE', `material ${materialId} is not in refs`, field);
  }
  const conductivity = requireFinite(material.conductivity, `refs.materials[${materialId}]`);
  if (conductivity <= 0) {
    throw new DomainError('OUT_OF_RANGE', `conductivity of ${materialId} must be above 0`, field);
  }
  return conductivity;
}

interface NamedSurface {
  readonly key: string;
  readonly label: string;
  readonly field: string;
  readonly surface: unknown;
}

function listSurfaces(heatTransfer: HeatTransfer): NamedSurface[] {
  const section = requireObject(heatTransfer, 'heatTransfer');
  const walls = requireArray(section.walls, 'heatTransfer.walls');
  if (walls.length !== 4) {
    throw new DomainError(
      'MISSING_INPUT',
      'heatTransfer.walls must hold 4 walls',
      'heatTransfer.walls',
    );
  }
  return [
    { key: 'ceiling', label: 'Teto', field: 'heatTransfer.ceiling', surface: section.ceiling },
    { key: 'floor', label: 'Piso', field: 'heatTransfer.floor', surface: section.floor },
    ...walls.map((wall, index) => ({
      key: `walls.${index + 1}`,
      label: `Parede ${index + 1}`,
      field: `heatTransfer.walls[${index}]`,
      surface: wall,
    })),
  ];
}

function computeSurfaceStep(
  named: NamedSurface,
  roomTemperature: number,
  refs: HeatLoadRefs,
): CalculationStep {
  const { field } = named;
  const surface = requireObject(named.surface, field) as Partial<Surface>;
  const material = requireObject(surface.material, `${field}.material`);
  const materialId = requireFinite(material.id, `${field}.material.id`);
  const thickness = requireInRange(surface.thickness, `${field}.thickness`, 1, 10_000);
  const temperature = requireInRange(surface.temperature, `${field}.temperature`, -100, 200);
  const width = requireDimension(surface.width, `${field}.width`, true);
  const length = requireDimension(surface.length, `${field}.length`, true);
  const conductivity = findConductivity(refs, materialId, `${field}.material.id`);
  const u = computeSurfaceUValue(materialId, thickness, conductivity);
  const area = width * length;
  const deltaT = temperature - roomTemperature;
  const daily = convertWattHoursToDailyKj(watts(u * area * deltaT), 24);
  const isPanel = PANEL_MATERIAL_IDS.includes(materialId);
  return {
    key: `heatTransfer.${named.key}`,
    part: 'heatTransfer',
    label: `Transmissão — ${named.label}`,
    formula: isPanel
      ? 'U = k / x; A = L · C; Q = U · A · (T_sup − T_câm) · 24 h · 3,6'
      : 'U = 1 / (0,12 + x / k + 0,04); A = L · C; Q = U · A · (T_sup − T_câm) · 24 h · 3,6',
    inputs: [
      createQuantity('k', `Condutividade (material ${materialId})`, conductivity, 'W/(m·K)'),
      createQuantity('x', 'Espessura', thickness / 1000, 'm'),
      createQuantity('U', 'Coeficiente global de transmissão', u, 'W/(m²·K)'),
      createQuantity('L', 'Largura', width, 'm'),
      createQuantity('C', 'Comprimento', length, 'm'),
      createQuantity('A', 'Área', area, 'm²'),
      createQuantity('T_sup', 'Temperatura da face externa', temperature, '°C'),
      createQuantity('T_câm', 'Temperatura da câmara', roomTemperature, '°C'),
    ],
    result: createQuantity('Q', 'Energia diária transmitida', daily, DAILY_ENERGY_UNIT),
  };
}

/**
 * Transmission through the six surfaces over 24 h: `Q = U · A · (T_surface − T_room)` W each
 * (heat-load method, "Transmission"). The solar increment is already in `temperature`.
 *
 * @param heatTransfer - ceiling, floor and 4 walls (thickness mm, sizes m, temperature °C).
 * @param roomTemperature - °C.
 * @param refs - materials with conductivity W/(m·K).
 * @returns the daily energy in kJ/day and one step per surface.
 * @throws DomainError MISSING_INPUT (a surface or wall missing), UNKNOWN_REFERENCE (material),
 *   INVALID_GEOMETRY (negative size), OUT_OF_RANGE (thickness below 1 mm).
 * @example
 * const room = { length: 10, width: 8, height: 6, roomTemperature: -20, ambientTemperature: 35 };
 * const refs = { materials: MATERIALS };
 * computeTransmissionLoad(suggestHeatTransfer(room), -20, refs).daily; // ≈ 215_930.88 kJ (±0.01)
 */
export function computeTransmissionLoad(
  heatTransfer: HeatTransfer,
  roomTemperature: number,
  refs: HeatLoadRefs,
): { readonly daily: KilojoulesPerDay; readonly steps: readonly CalculationStep[] } {
  const steps = listSurfaces(heatTransfer).map((named) =>
    computeSurfaceStep(named, roomTemperature, refs),
  );
  const daily = kilojoulesPerDay(steps.reduce((sum, step) => sum + step.result.value, 0));
  return { daily, steps };
}
