/**
 * How a catalogue version is named wherever its figures are shown (docs/decisions/053): the
 * equipment, comparison and proposal screens and every page of the PDF and DOCX.
 */

/** What the demonstration catalogue is called, whatever its stored label. */
export const DEMONSTRATION_NOTICE = 'Catálogo de demonstração (dados sintéticos)';

const startsWithCatalogue = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .startsWith('catalogo');

/**
 * The notice of a catalogue version: the demonstration catalogue says it is synthetic data; a
 * maker's import shows its own label ("Catálogo " in front unless the label already starts with
 * it) and both end with the version key.
 * @example describeCatalogVersion({ label: 'Frigo 2027', versionKey: 'frigo-2027-01', isDemonstration: false });
 *   // => 'Catálogo Frigo 2027 · versão frigo-2027-01'
 */
export function describeCatalogVersion(version: {
  label: string;
  versionKey: string;
  isDemonstration: boolean;
}): string {
  const label = version.label.trim();
  const name = version.isDemonstration
    ? DEMONSTRATION_NOTICE
    : startsWithCatalogue(label)
      ? label
      : `Catálogo ${label}`;
  return `${name} · versão ${version.versionKey}`;
}
