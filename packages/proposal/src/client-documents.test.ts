import { describe, expect, it } from 'vitest';
import { describeFiscalProfile, formatCpf } from './client-documents.ts';
import { formatCnpj } from './format.ts';

describe('the customer’s documents in words', () => {
  it('masks a CPF and a CNPJ, the alphanumeric one too', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('writes the fiscal profile as its parts, the flags only when they apply', () => {
    const profile = {
      icmsContribution: 'CONTRIBUTOR',
      goodsUse: 'FIXED_ASSETS',
      simplesNacional: false,
      freeTradeZone: false,
      publicBody: false,
    } as const;
    expect(describeFiscalProfile(profile)).toBe('Contribuinte do ICMS · Ativo imobilizado');
    expect(
      describeFiscalProfile({
        ...profile,
        icmsContribution: 'NON_CONTRIBUTOR',
        goodsUse: 'OWN_USE',
        simplesNacional: true,
        freeTradeZone: true,
        publicBody: true,
      }),
    ).toBe(
      'Não contribuinte · Uso e consumo · Optante pelo Simples Nacional · Zona Franca de Manaus / área de livre comércio · Órgão público',
    );
  });
});
