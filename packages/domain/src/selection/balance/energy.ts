import { requireNonNegative } from '../../validation/assert-input.ts';

/*
 * Running cost of a system (issue 12, beyond the spec). Written by the equipment screen's branch
 * because the screen needs the default; the systems-api branch owns the energy estimate and may
 * hold the same constant: the lead keeps one of them at merge.
 */

/**
 * Default electricity tariff, R$/kWh: a round figure for a Brazilian commercial low-voltage
 * supply with taxes (ANEEL's 2025–2026 B3 tariffs plus ICMS and PIS/COFINS fall around
 * R$ 0,75–0,95/kWh). The screen lets the user change it; it only prices the estimate.
 */
export const DEFAULT_ENERGY_TARIFF_BRL_PER_KWH = 0.85;

/** Days a month of the running cost (a commercial month). */
export const ENERGY_DAYS_PER_MONTH = 30;

/**
 * Running cost a month: energy a day × {@link ENERGY_DAYS_PER_MONTH} × tariff.
 *
 * @param energyKwhPerDay - kWh a day, ≥ 0. @param tariffBrlPerKwh - R$/kWh, ≥ 0.
 * @returns R$ a month.
 * @example computeMonthlyEnergyCost(40, 0.85); // ≈ 1020 — R$ (±1e-9)
 */
export function computeMonthlyEnergyCost(energyKwhPerDay: number, tariffBrlPerKwh: number): number {
  return (
    requireNonNegative(energyKwhPerDay, 'energyKwhPerDay') *
    ENERGY_DAYS_PER_MONTH *
    requireNonNegative(tariffBrlPerKwh, 'tariffBrlPerKwh')
  );
}
