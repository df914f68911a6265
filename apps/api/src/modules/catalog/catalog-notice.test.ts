import { describe, expect, it } from 'vitest';
import { describeCatalogVersion } from './catalog-notice.ts';

describe('describeCatalogVersion', () => {
  it('names the demonstration catalogue as synthetic data, with its version', () => {
    expect(
      describeCatalogVersion({
        label: 'Catálogo de demonstração',
        versionKey: 'demo-1.0.0-seed-1',
        isDemonstration: true,
      }),
    ).toBe('Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1');
  });

  it("shows a maker's own label and version, with one 'Catálogo' in front", () => {
    expect(
      describeCatalogVersion({
        label: 'Catálogo Exemplo 2027 (CSV)',
        versionKey: 'exemplo-2027-01-csv',
        isDemonstration: false,
      }),
    ).toBe('Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv');
    expect(
      describeCatalogVersion({ label: 'CATALOGO Frio', versionKey: 'f-1', isDemonstration: false }),
    ).toBe('CATALOGO Frio · versão f-1');
    expect(
      describeCatalogVersion({ label: ' Frigo 2027 ', versionKey: 'f-2', isDemonstration: false }),
    ).toBe('Catálogo Frigo 2027 · versão f-2');
  });
});
