import {
  GOODS_USE_LABELS,
  ICMS_CONTRIBUTION_LABELS,
  type BuyerFiscalProfile,
  type ProposalClient,
} from '@camara-fria/contracts';

/*
 * How the proposal writes the customer's documents and fiscal profile (docs/decisions/071), the
 * same on the screen's client block and in the documents.
 */

/** @example formatCpf('52998224725') // '529.982.247-25' */
export function formatCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11
    ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
    : cpf;
}

/**
 * The customer's fiscal profile in words, its parts joined by ' · ': the ICMS position, the use
 * of the goods, then Simples Nacional, ZFM/ALC and public body when they apply.
 * @example describeFiscalProfile({ icmsContribution: 'CONTRIBUTOR', goodsUse: 'FIXED_ASSETS',
 *   simplesNacional: false, freeTradeZone: false, publicBody: false })
 *   // 'Contribuinte do ICMS · Ativo imobilizado'
 */
export function describeFiscalProfile(fiscal: BuyerFiscalProfile): string {
  return [
    ICMS_CONTRIBUTION_LABELS[fiscal.icmsContribution],
    GOODS_USE_LABELS[fiscal.goodsUse],
    fiscal.simplesNacional && 'Optante pelo Simples Nacional',
    fiscal.freeTradeZone && 'Zona Franca de Manaus / área de livre comércio',
    fiscal.publicBody && 'Órgão público',
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(' · ');
}

/**
 * Whether the proposal has anything of the client to show (else "Não há dados do cliente."), on
 * the screen and in the documents.
 */
export function hasClientData(client: ProposalClient): boolean {
  const texts = [
    client.name,
    client.phone,
    client.cnpj,
    client.cpf,
    client.stateRegistration,
    client.email,
  ];
  return texts.some((value) => !!value) || client.fiscal !== null || client.address !== null;
}
