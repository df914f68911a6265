import { z } from 'zod';

/** kW of fans a stored origin may carry for one evaporator (the room field's own limit). */
const MAX_UNIT_FAN_POWER_KW = 10_000;

/**
 * Where the room's evaporator-fan load came from when it was taken from a system's selected
 * evaporators (issue 28 item 11, docs/decisions/056): the model, how many and one unit's fan
 * power, kW. Absent (null) when the user typed the load or kept the spec's suggestion.
 */
export const EvaporatorFanSourceSchema = z.object({
  model: z
    .string({ error: 'Informe o modelo do evaporador.' })
    .trim()
    .min(1, { error: 'Informe o modelo do evaporador.' })
    .max(80, { error: 'No máximo 80 caracteres.' }),
  count: z
    .number({ error: 'Informe o número de evaporadores.' })
    .int({ error: 'O número de evaporadores é inteiro.' })
    .min(1, { error: 'O número de evaporadores é no mínimo 1.' })
    .max(10_000, { error: 'O número de evaporadores é no máximo 10.000.' }),
  unitFanPowerKw: z
    .number({ error: 'Informe a potência dos ventiladores.' })
    .min(0, { error: 'A potência dos ventiladores não pode ser negativa.' })
    .max(MAX_UNIT_FAN_POWER_KW, { error: 'A potência dos ventiladores é no máximo 10.000 kW.' }),
});
export type EvaporatorFanSource = z.infer<typeof EvaporatorFanSourceSchema>;

/** Relative difference under which a typed power is the one taken (float round trips). */
const SAME_POWER_TOLERANCE = 1e-9;

/**
 * The room's evaporator-fan load taken from the selected evaporators: `count` units of
 * `unitFanPowerKw` each, with its origin, for the room's `additionalLoad.evaporator`.
 *
 * @param selection - the selected model, how many and one unit's fan power, kW (≥ 0).
 * @returns count, power per unit kW and the origin to store with them.
 * @example
 * takeSelectedEvaporatorFans({ model: 'FBA', count: 2, unitFanPowerKw: 0.21 }).power; // => 0.21
 */
export function takeSelectedEvaporatorFans(selection: EvaporatorFanSource): {
  readonly count: number;
  readonly power: number;
  readonly source: EvaporatorFanSource;
} {
  const source = EvaporatorFanSourceSchema.parse(selection);
  return { count: source.count, power: source.unitFanPowerKw, source };
}

/**
 * The origin that still describes the load: kept only while the count and power are the ones
 * taken. A load edited by hand afterwards is the user's own, so its old origin is dropped
 * rather than shown beside numbers it no longer explains.
 *
 * @param evaporator - the room's evaporator count, power per unit kW and stored origin.
 * @example
 * const source = { model: 'X', count: 2, unitFanPowerKw: 0.21 };
 * keepEvaporatorFanSource({ count: 2, power: 0.21, source })?.model; // => 'X'
 * keepEvaporatorFanSource({ count: 3, power: 0.21, source }); // => null
 */
export function keepEvaporatorFanSource(evaporator: {
  readonly count: number;
  readonly power: number;
  readonly source?: EvaporatorFanSource | null | undefined;
}): EvaporatorFanSource | null {
  const { source } = evaporator;
  if (!source) return null;
  const scale = Math.max(Math.abs(source.unitFanPowerKw), 1);
  const isSamePower =
    Math.abs(evaporator.power - source.unitFanPowerKw) <= SAME_POWER_TOLERANCE * scale;
  return evaporator.count === source.count && isSamePower ? source : null;
}

/**
 * The origin as the memorial writes it: "ventiladores dos evaporadores selecionados
 * (FBA 2-450): 2 × 0,21 kW".
 *
 * @example
 * const source = { model: 'FBA 2-450', count: 2, unitFanPowerKw: 0.21 };
 * describeEvaporatorFanSource(source).endsWith('(FBA 2-450): 2 × 0,21 kW'); // => true
 */
export function describeEvaporatorFanSource(source: EvaporatorFanSource): string {
  const power = source.unitFanPowerKw.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
  return `ventiladores dos evaporadores selecionados (${source.model}): ${source.count} × ${power} kW`;
}
