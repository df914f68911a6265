const RELATIVE = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * When the customer last opened the proposal's link, as the project list says it (issue 31):
 * "visualizada há 2 dias", in the largest whole unit (minutes to years) and pt-BR words; under a
 * minute "visualizada agora". `now` is the reader's clock (a test passes its own).
 * @example formatViewedAgo('2026-03-10T12:00:00Z', new Date('2026-03-12T13:00:00Z')) // 'visualizada há 2 dias'
 */
export function formatViewedAgo(lastViewedAt: string, now: Date = new Date()): string | null {
  const at = Date.parse(lastViewedAt);
  if (Number.isNaN(at)) return null;
  const seconds = Math.max(0, (now.getTime() - at) / 1000);
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return `visualizada ${RELATIVE.format(-Math.floor(seconds / size), unit)}`;
  }
  return 'visualizada agora';
}
