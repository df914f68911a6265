import type { SurfaceKey } from '@camara-fria/domain';

/** The legend of each surface's fieldset (spec §3). */
export const SURFACE_LABELS: Record<SurfaceKey, string> = {
  ceiling: 'Teto',
  floor: 'Piso',
  'walls.0': 'Parede 1',
  'walls.1': 'Parede 2',
  'walls.2': 'Parede 3',
  'walls.3': 'Parede 4',
};

/** "1", "1 e 3", "1, 2 e 4", "1–4": wall numbers as a sentence says them. */
function joinWallNumbers(numbers: readonly number[]): string {
  const isRun = numbers.every((number, index) => index === 0 || number === numbers[index - 1]! + 1);
  if (numbers.length >= 3 && isRun) return `${numbers[0]}–${numbers.at(-1)}`;
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} e ${numbers.at(-1)}`;
}

/**
 * The surfaces named for a note, in form order: "Teto, Piso, Paredes 1–4", "Parede 2".
 *
 * @param keys - surfaces in form order.
 */
export function describeSurfaces(keys: readonly SurfaceKey[]): string {
  const names = keys.filter((key) => !key.startsWith('walls.')).map((key) => SURFACE_LABELS[key]);
  const walls = keys
    .filter((key) => key.startsWith('walls.'))
    .map((key) => Number(key.slice('walls.'.length)) + 1);
  if (walls.length > 0) {
    names.push(`${walls.length === 1 ? 'Parede' : 'Paredes'} ${joinWallNumbers(walls)}`);
  }
  return names.join(', ');
}

/**
 * The note said after new dimensions of a saved room (issue 11 item 3), or null when no surface
 * moved and none was kept.
 */
export function describeSurfaceSizes(sizes: {
  readonly updated: readonly SurfaceKey[];
  readonly kept: readonly SurfaceKey[];
}): string | null {
  const sentences: string[] = [];
  if (sizes.updated.length > 0) {
    sentences.push(`Dimensões das superfícies atualizadas: ${describeSurfaces(sizes.updated)}.`);
  }
  if (sizes.kept.length > 0) {
    sentences.push(`Medidas manuais mantidas: ${describeSurfaces(sizes.kept)}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}
