import { computeCapacitySlack } from '@camara-fria/domain';

export type CapacitySummary = {
  /** kcal/h, null until the fields give a number. */
  total: number | null;
  required: number;
  /** %, null without a total or a required capacity. */
  slack: number | null;
};

const isUsable = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The live table of the special forms and the compressor modal (spec §5): total capacity
 * (capacity × count), required capacity (Σ rooms) and slack %.
 * @example summariseCapacity(5500, 2, 10000) // { total: 11000, required: 10000, slack: 10 }
 */
export function summariseCapacity(
  unitCapacity: unknown,
  count: unknown,
  required: number,
): CapacitySummary {
  const total = isUsable(unitCapacity) && isUsable(count) ? unitCapacity * count : null;
  const slack = total !== null && required > 0 ? computeCapacitySlack(total, required) : null;
  return { total, required, slack };
}
