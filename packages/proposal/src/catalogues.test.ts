import type { CatalogVersionRef } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOT_RECORDED, describeProposalCatalogues } from './catalogues.ts';

const demo: CatalogVersionRef = {
  id: 1,
  key: 'demo-1.0.0-seed-1',
  label: 'Catálogo de demonstração',
  source: 'DEMONSTRATION',
  isDemonstration: true,
  notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
};
const maker: CatalogVersionRef = {
  id: 2,
  key: 'frigo-2027',
  label: 'Catálogo Frigo',
  source: 'IMPORT',
  isDemonstration: false,
  notice: 'Catálogo Frigo · versão frigo-2027',
};

describe('describeProposalCatalogues', () => {
  it('prints each catalogue the equipment comes from, in order', () => {
    expect(describeProposalCatalogues([demo])).toBe(demo.notice);
    expect(describeProposalCatalogues([maker, demo])).toBe(`${maker.notice}; ${demo.notice}`);
  });

  it('prints nothing without catalogue equipment, and says so for a revision that did not record it', () => {
    expect(describeProposalCatalogues([])).toBeNull();
    expect(describeProposalCatalogues(null)).toBe(CATALOGUE_NOT_RECORDED);
  });
});
