import type { Page } from 'playwright-core';

/**
 * The room's required capacity in kcal/h as the summary shows it: the last cell of the
 * "Capacidade requerida (N h/dia)" row reads "1,23 kW · 1.058 kcal/h".
 */
export async function readRequiredCapacityKcalh(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  const text =
    (await summary
      .getByRole('row', { name: /^Capacidade requerida/ })
      .getByRole('cell')
      .last()
      .textContent()) ?? '';
  const kcalh = /(-?[\d.]+) kcal\/h/.exec(text)?.[1] ?? 'NaN';
  return Number(kcalh.replace(/\./g, ''));
}
