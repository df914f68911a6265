import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORTED_CATALOG_VERSION } from '../../../testing/catalog-fixtures.ts';
import { createJsonResponse } from '../../../testing/fetch-stub.ts';
import {
  buildDocument,
  buildProposal,
  DEMO_CATALOGUE,
  PROPOSALS_PATH,
  stubProposalApi,
} from '../testing/proposal-fixtures.ts';
import { renderProposalPage } from '../testing/render-proposal.tsx';

/**
 * Issue 28 item 10 (docs/decisions/053): the proposal screen names the catalogue its equipment
 * comes from, as the PDF and DOCX print it on every page.
 */

const NOTE = { name: 'Catálogo dos equipamentos' };

describe('the catalogue on the proposal screen', () => {
  it('labels the demonstration catalogue as synthetic data, with its version', async () => {
    stubProposalApi({ proposal: buildProposal({ catalogues: [DEMO_CATALOGUE] }) });
    await renderProposalPage();
    expect(await screen.findByRole('note', NOTE)).toHaveTextContent(
      'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
    );
  });

  it("shows a maker's imported catalogue by its own name and version", async () => {
    stubProposalApi({ proposal: buildProposal({ catalogues: [IMPORTED_CATALOG_VERSION] }) });
    await renderProposalPage();
    const note = await screen.findByRole('note', NOTE);
    expect(note).toHaveTextContent('Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv');
    expect(note).not.toHaveTextContent('demonstração');
  });

  it('shows nothing when no system has equipment', async () => {
    stubProposalApi({ proposal: buildProposal({ catalogues: [] }) });
    await renderProposalPage();
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R0' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note', NOTE)).not.toBeInTheDocument();
  });

  it('an issued revision shows the catalogue it was issued with, or that it was not recorded', async () => {
    const issued = buildProposal({
      id: 5,
      status: 'ISSUED',
      issuedAt: '2026-03-12T15:30:00.000Z',
      catalogues: null,
    });
    const draft = buildProposal({ id: 7, revision: 1, code: '2026-0042-R1' });
    stubProposalApi({
      proposal: draft,
      routes: [
        {
          path: `${PROPOSALS_PATH}/5/document`,
          respond: () => createJsonResponse(buildDocument(issued, true)),
        },
      ],
    });
    await renderProposalPage('?revisao=5');
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Seleção 2026-0042-R0' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('note', NOTE)).toHaveTextContent(
      'Catálogo não registrado nesta revisão',
    );
  });
});
