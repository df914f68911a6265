import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProposal, stubProposalApi } from '../testing/proposal-fixtures.ts';
import { renderProposalPage } from '../testing/render-proposal.tsx';

// Issue 30, item 3 (docs/decisions/071): the proposal's client block shows the CPF, the state
// registration and the fiscal profile in words.

async function clientBlock() {
  const title = await screen.findByRole('heading', { name: 'Dados do Cliente' });
  const section = title.closest('section');
  if (!section) throw new Error('the client block is a section');
  return section;
}

describe('the proposal’s client block', () => {
  it('shows the CPF, the state registration and the fiscal profile in words', async () => {
    const proposal = buildProposal();
    stubProposalApi({
      proposal: buildProposal({
        client: {
          ...proposal.client,
          cnpj: null,
          cpf: '52998224725',
          stateRegistration: '110.042.490.114',
          fiscal: {
            icmsContribution: 'CONTRIBUTOR',
            goodsUse: 'FIXED_ASSETS',
            simplesNacional: true,
            freeTradeZone: false,
            publicBody: false,
          },
        },
      }),
    });
    await renderProposalPage();
    const block = await clientBlock();
    const valueOf = (label: string) =>
      within(block).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('CPF')).toBe('529.982.247-25');
    expect(valueOf('Inscrição estadual')).toBe('110.042.490.114');
    expect(valueOf('Perfil fiscal')).toBe(
      'Contribuinte do ICMS · Ativo imobilizado · Optante pelo Simples Nacional',
    );
  });

  it('shows none of them for a client without them (a revision issued before them)', async () => {
    stubProposalApi({ proposal: buildProposal() });
    await renderProposalPage();
    const block = await clientBlock();
    expect(within(block).getByText('CNPJ', { selector: 'dt' })).toBeInTheDocument();
    for (const label of ['CPF', 'Inscrição estadual', 'Perfil fiscal']) {
      expect(within(block).queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
    }
  });
});
