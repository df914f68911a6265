import type { CatalogVersionRef } from '@camara-fria/contracts';

/**
 * The catalogue line of a proposal (docs/decisions/053): the screen shows it and both documents
 * print it on every page.
 */

/** A revision issued before the catalogue was recorded: which one it used is not known. */
export const CATALOGUE_NOT_RECORDED = 'Catálogo não registrado nesta revisão';

/**
 * The notices of the catalogues a proposal's equipment comes from, joined by "; "; null when no
 * system has equipment (nothing from a catalogue is shown); {@link CATALOGUE_NOT_RECORDED} for a
 * revision issued before catalogues were recorded (null).
 */
export function describeProposalCatalogues(
  catalogues: readonly CatalogVersionRef[] | null,
): string | null {
  if (catalogues === null) return CATALOGUE_NOT_RECORDED;
  if (catalogues.length === 0) return null;
  return catalogues.map((catalogue) => catalogue.notice).join('; ');
}
