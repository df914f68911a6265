import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildActiveCatalogue,
  CATALOG_VERSION,
  IMPORTED_CATALOG_VERSION,
} from '../../../testing/catalog-fixtures.ts';
import { renderEquipmentsPage } from '../testing/render-equipments.tsx';
import { buildSystemDto, stubEquipmentsApi } from '../testing/system-fixtures.ts';

vi.mock('../evaporator-wizard/index.ts', async () => {
  const { createEvaporatorWizardDouble } = await import('../testing/modal-doubles.tsx');
  return { EvaporatorWizard: createEvaporatorWizardDouble() };
});
vi.mock('../unit-wizards/index.ts', async () => {
  const doubles = await import('../testing/modal-doubles.tsx');
  return {
    CondensingUnitWizard: doubles.createUnitModalDouble('Seleção de Unidade Condensadora'),
    CompressorModal: doubles.createUnitModalDouble('Preencher Dados da Unidade de Compressão'),
    CondenserModal: doubles.createUnitModalDouble('Preencher dados do Condensador Remoto'),
  };
});

/** Issue 28 item 10 (docs/decisions/053): each system says which catalogue its figures come from. */
describe('the catalogue on the equipment screen', () => {
  it('labels a system on the demonstration catalogue as synthetic data, with its version', async () => {
    stubEquipmentsApi({ systems: [buildSystemDto()] });
    await renderEquipmentsPage();
    expect(
      await screen.findByRole('note', { name: 'Catálogo dos equipamentos' }),
    ).toHaveTextContent('Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1');
  });

  it("shows a maker's catalogue by its own name and version", async () => {
    stubEquipmentsApi({
      systems: [buildSystemDto({ catalogVersion: IMPORTED_CATALOG_VERSION })],
      activeCatalogue: buildActiveCatalogue(IMPORTED_CATALOG_VERSION),
    });
    await renderEquipmentsPage();
    const note = await screen.findByRole('note', { name: 'Catálogo dos equipamentos' });
    expect(note).toHaveTextContent('Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv');
    expect(note).not.toHaveTextContent('demonstração');
  });

  it('a saved system keeps the version it was built on; a new one shows the active catalogue', async () => {
    stubEquipmentsApi({
      systems: [buildSystemDto({ catalogVersion: CATALOG_VERSION })],
      activeCatalogue: buildActiveCatalogue(IMPORTED_CATALOG_VERSION),
    });
    const user = userEvent.setup();
    await renderEquipmentsPage();
    expect(
      await screen.findByRole('note', { name: 'Catálogo dos equipamentos' }),
    ).toHaveTextContent(CATALOG_VERSION.notice);
    await user.click(screen.getByRole('button', { name: 'Adicionar sistema' }));
    expect(await screen.findByText(IMPORTED_CATALOG_VERSION.notice)).toHaveAttribute(
      'role',
      'note',
    );
  });
});
