/**
 * Names joined as Portuguese lists them: "A", "A e B", "A, B e C".
 *
 * @example joinNames(['Resfriados', 'Laticínios', 'Congelados']) // => 'Resfriados, Laticínios e Congelados'
 */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;
}
