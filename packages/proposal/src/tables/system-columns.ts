import type { ProposalSystem } from '@camara-fria/contracts';
import { EMPTY_CELL, formatHeat, formatNumber, formatWithUnit } from '../format.ts';
import {
  defineColumn,
  type ColumnDefinition,
  type DocumentLayout,
  type ProposalColumn,
} from './column.ts';

/*
 * The result of each saved system (spec part 2 §2.4 "Resultado da seleção"), one row per system,
 * on the screen and in the documents; the first column names the row. The revision compare
 * reports the results (see SYSTEM_CHANGE_KEYS).
 */

export const SYSTEMS_TABLE = {
  title: 'Resultado da seleção',
  caption: 'Resultado da seleção por sistema',
  /** A system not balanced (yet) shows this for its results. */
  notCalculated: 'Não calculado',
} as const;

export interface SystemColumn extends ProposalColumn<ProposalSystem> {
  readonly layout: DocumentLayout;
}

const orNotCalculated =
  (format: (value: number) => string) =>
  (value: number | null): string =>
    value === null ? SYSTEMS_TABLE.notCalculated : format(value);
const formatKcalh = (value: number | null) => formatWithUnit(value, 0, 'kcal/h');

const column = <Value>(
  layout: DocumentLayout,
  definition: ColumnDefinition<ProposalSystem, Value>,
): SystemColumn => ({ ...defineColumn(definition), layout });

export const SYSTEM_COLUMNS: readonly SystemColumn[] = [
  column(
    { width: 1.3, align: 'left' },
    { key: 'name', name: 'Sistema', value: (system) => system.name, format: String },
  ),
  column(
    { width: 1.6, align: 'left' },
    {
      key: 'roomNames',
      name: 'Câmaras',
      value: (system) => system.roomNames,
      format: (names) => names.join(', ') || EMPTY_CELL,
    },
  ),
  column(
    { width: 1, align: 'left' },
    {
      key: 'refrigerant',
      name: 'Fluido refrigerante',
      value: (system) => system.refrigerant,
      format: String,
    },
  ),
  column(
    { width: 1, align: 'right' },
    {
      key: 'operationTemperature',
      name: 'Temperatura de evaporação de projeto',
      unit: '°C',
      value: (system) => system.operationTemperature,
      format: formatNumber,
    },
  ),
  column(
    { width: 1.1, align: 'right' },
    {
      key: 'requiredCapacity',
      name: 'Capacidade necessária',
      unit: 'kcal/h',
      value: (system) => system.requiredCapacity,
      format: formatHeat,
      change: { label: 'Capacidade requerida', format: formatKcalh },
    },
  ),
  column(
    { width: 1, align: 'right' },
    {
      key: 'balanceEvaporatingTemperature',
      name: 'Temperatura de evaporação no ponto de equilíbrio',
      unit: '°C',
      value: (system) => system.balanceEvaporatingTemperature,
      format: orNotCalculated(formatNumber),
    },
  ),
  column(
    { width: 0.9, align: 'right' },
    {
      key: 'resultingDt',
      name: 'DT resultante',
      unit: 'K',
      value: (system) => system.resultingDt,
      format: orNotCalculated(formatNumber),
      change: { format: (dt) => formatWithUnit(dt, 1, 'K') },
    },
  ),
  column(
    { width: 1.1, align: 'right' },
    {
      key: 'resultingCapacity',
      name: 'Capacidade resultante',
      unit: 'kcal/h',
      value: (system) => system.resultingCapacity,
      format: orNotCalculated(formatHeat),
      change: { format: formatKcalh },
    },
  ),
];

/** The columns the revision compare reports, in its order: the results first, then what was required. */
export const SYSTEM_CHANGE_KEYS = ['resultingDt', 'resultingCapacity', 'requiredCapacity'] as const;
