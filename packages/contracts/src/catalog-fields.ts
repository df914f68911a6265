import { REFRIGERANTS } from '@camara-fria/domain';
import {
  DATABASE_INTEGER_MAX,
  isZeroOrMeasurable,
  safeText,
  SMALLEST_NONZERO_MAGNITUDE,
} from './primitives.ts';
import { z } from './zod.ts';

/**
 * Field builders shared by the catalogue schemas (internal: not exported from index.ts). Every
 * message is pt-BR; `label` carries its article ("a temperatura ambiente").
 */

export function capitalise(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A decimal in pt-BR notation for messages: −17,8. */
export function formatNumber(value: number): string {
  return String(value).replace('-', '−').replace('.', ',');
}

export const number = (label: string) => z.number({ error: `Informe ${label}.` });

export const numberInRange = (label: string, min: number, max: number, unit: string) => {
  const message = `${capitalise(label)} vai de ${formatNumber(min)} a ${formatNumber(max)} ${unit}.`;
  return number(label).min(min, { error: message }).max(max, { error: message });
};

/** Refuses magnitudes so close to zero that dividing by them overflows (5e-324). */
const measurable = (label: string) => ({
  error: `${capitalise(label)} é pequeno demais: use ao menos ${formatNumber(SMALLEST_NONZERO_MAGNITUDE)}.`,
});

export const positive = (label: string, max = 10_000_000) =>
  number(label)
    .positive({ error: `${capitalise(label)} deve ser maior que zero.` })
    .max(max, { error: `${capitalise(label)}: no máximo ${formatNumber(max)}.` })
    .refine(isZeroOrMeasurable, measurable(label));

export const nonNegative = (label: string, max = 10_000_000) =>
  number(label)
    .min(0, { error: `${capitalise(label)} não pode ser negativo.` })
    .max(max, { error: `${capitalise(label)}: no máximo ${formatNumber(max)}.` })
    .refine(isZeroOrMeasurable, measurable(label));

export const wholeCount = (label: string, max = 100) =>
  number(label)
    .int({ error: `${capitalise(label)} deve ser um número inteiro.` })
    .min(1, { error: `${capitalise(label)}: ao menos 1.` })
    .max(max, { error: `${capitalise(label)}: no máximo ${max}.` });

/** The id of a catalogue row (model or SKU) as the API answers it. */
export const catalogId = (label: string) =>
  z
    .number({ error: `Informe ${label}.` })
    .int({ error: `${capitalise(label)} é inválido.` })
    .positive({ error: `${capitalise(label)} é inválido.` })
    .max(DATABASE_INTEGER_MAX, { error: `${capitalise(label)} é inválido.` });

/** A product line code filter (`'Todos'`, blank or null mean every line where allowed). */
export const productLineCode = safeText()
  .trim()
  .max(40, { error: 'Linha: no máximo 40 caracteres.' });

export const REFRIGERANT_CODES = REFRIGERANTS.map((refrigerant) => refrigerant.code);

const refrigerantMessage = `Escolha o fluido refrigerante: ${REFRIGERANT_CODES.join(', ')}.`;

/** A refrigerant code of GET /v1/refrigerants (`refrigerantFluid` of the spec, by code). */
export const refrigerantCode = safeText(refrigerantMessage).refine(
  (code) => REFRIGERANT_CODES.includes(code),
  { error: refrigerantMessage },
);

/** Evaporating temperature of a system, °C (the range the selection engine accepts). */
export const EVAPORATION_TEMPERATURE_LIMITS = { min: -60, max: 20 } as const;
/** Air on the condenser, °C: wide on purpose, the catalogue's tables decide (422 outside them). */
export const AMBIENT_TEMPERATURE_LIMITS = { min: -20, max: 60 } as const;
/** Suction line loss, K. */
export const LOAD_LOSS_LIMITS = { min: 0, max: 10 } as const;
/** Most models a search answers. */
export const MAX_SEARCH_RESULTS = 500;

export const evaporationTemperature = numberInRange(
  'a temperatura de evaporação',
  EVAPORATION_TEMPERATURE_LIMITS.min,
  EVAPORATION_TEMPERATURE_LIMITS.max,
  '°C',
);
export const ambientTemperature = numberInRange(
  'a temperatura ambiente',
  AMBIENT_TEMPERATURE_LIMITS.min,
  AMBIENT_TEMPERATURE_LIMITS.max,
  '°C',
);
export const loadLoss = numberInRange(
  'a perda de carga',
  LOAD_LOSS_LIMITS.min,
  LOAD_LOSS_LIMITS.max,
  'K',
);
export const roomTemperature = (label: string) => numberInRange(label, -35, 21, '°C');
export const evaporatorDt = numberInRange('o DT do evaporador', 0.5, 30, 'K');
export const searchLimit = wholeCount('o limite de resultados', MAX_SEARCH_RESULTS);
