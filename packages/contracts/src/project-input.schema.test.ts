import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { ProjectInputSchema, STATE_REGISTRATION_EXEMPT } from './project-input.schema.ts';

// Issue 30, item 3 (docs/decisions/071): the customer's CPF, state registration and fiscal
// profile, and the alphanumeric CNPJ the Receita issues since July 2026.

const PROFILE = {
  icmsContribution: 'CONTRIBUTOR',
  goodsUse: 'FIXED_ASSETS',
  simplesNacional: false,
  freeTradeZone: false,
  publicBody: false,
} as const;

function customerOf(customer: Record<string, unknown>) {
  return ProjectInputSchema.parse({ name: 'Câmaras', customer: { address: {}, ...customer } })
    .customer;
}

/** Each issue as `path: message`. */
function issuesOf(customer: Record<string, unknown>): string[] {
  const result = ProjectInputSchema.safeParse({
    name: 'Câmaras',
    customer: { address: {}, ...customer },
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * The check digits of an alphanumeric CNPJ by IN RFB 2.229/2024 (each character's ASCII code
 * minus 48, so A = 17; weights 2–9 from the right; 11 − remainder, 0 when it is 10 or 11): an
 * oracle of our own, beside the library's.
 */
function cnpjCheckDigits(base12: string): string {
  const digit = (body: string) => {
    let sum = 0;
    for (let index = 0; index < body.length; index++) {
      const weight = ((body.length - 1 - index) % 8) + 2;
      sum += (body.charCodeAt(index) - 48) * weight;
    }
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base12);
  return `${first}${digit(`${base12}${first}`)}`;
}

describe('the alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  it('accepts the Receita’s sample 12ABC34501DE35, masked or not, and saves it in upper case', () => {
    expect(customerOf({ cnpj: '12ABC34501DE35' }).cnpj).toBe('12ABC34501DE35');
    expect(customerOf({ cnpj: '12.ABC.345/01DE-35' }).cnpj).toBe('12ABC34501DE35');
  });

  it('refuses a wrong check digit, alphanumeric or numeric', () => {
    const message = 'customer.cnpj: CNPJ inválido: confira os dígitos verificadores.';
    expect(issuesOf({ cnpj: '12ABC34501DE36' })).toEqual([message]);
    expect(issuesOf({ cnpj: '12.ABC.345/01DE-53' })).toEqual([message]);
    expect(issuesOf({ cnpj: '11.222.333/0001-82' })).toEqual([message]);
  });

  it('agrees with the Receita’s rule on other bases (letters anywhere in the first 12)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    for (const base of ['ZZZZZZZZZZZZ', 'A0B1C2D3E4F5', '000000000001', 'QWERTYUIOP12']) {
      const digits = cnpjCheckDigits(base);
      expect(isValidCnpj(`${base}${digits}`, { version: 2 })).toBe(true);
      expect(customerOf({ cnpj: `${base}${digits}` }).cnpj).toBe(`${base}${digits}`);
      const wrong = `${(Number(digits[1]) + 1) % 10}`;
      expect(issuesOf({ cnpj: `${base}${digits[0]}${wrong}` })).toHaveLength(1);
    }
  });
});

describe('the customer’s CPF', () => {
  it('is saved without its mask and null when blank', () => {
    expect(customerOf({ cpf: '529.982.247-25' }).cpf).toBe('52998224725');
    expect(customerOf({ cpf: '52998224725' }).cpf).toBe('52998224725');
    expect(customerOf({ cpf: '  ' }).cpf).toBeNull();
    expect(customerOf({}).cpf).toBeNull();
  });

  it('refuses wrong check digits and repeated digits, in Portuguese', () => {
    const message = 'customer.cpf: CPF inválido: confira os dígitos verificadores.';
    expect(issuesOf({ cpf: '529.982.247-26' })).toEqual([message]);
    expect(issuesOf({ cpf: '111.111.111-11' })).toEqual([message]);
  });

  it('goes with no CNPJ: a customer is a company or a person', () => {
    expect(issuesOf({ cnpj: '11.222.333/0001-81', cpf: '529.982.247-25' })).toEqual([
      'customer.cpf: Informe o CNPJ (empresa) ou o CPF (pessoa), não os dois.',
    ]);
  });
});

describe('the state registration', () => {
  it('is kept as typed, and "isento" in any case is ISENTO', () => {
    expect(customerOf({ stateRegistration: ' 110.042.490.114 ' }).stateRegistration).toBe(
      '110.042.490.114',
    );
    expect(customerOf({ stateRegistration: 'Isento' }).stateRegistration).toBe(
      STATE_REGISTRATION_EXEMPT,
    );
    expect(customerOf({ stateRegistration: 'p-01100424.3/002' }).stateRegistration).toBe(
      'P-01100424.3/002',
    );
    expect(customerOf({ stateRegistration: '' }).stateRegistration).toBeNull();
  });

  it('refuses what is not a registration, and one too long', () => {
    const format =
      'customer.stateRegistration: Informe a inscrição estadual (algarismos, pontos, traços e barras) ou "ISENTO".';
    expect(issuesOf({ stateRegistration: 'isenta' })).toEqual([format]);
    expect(issuesOf({ stateRegistration: '---' })).toEqual([format]);
    expect(issuesOf({ stateRegistration: '1'.repeat(21) })).toEqual([
      'customer.stateRegistration: A inscrição estadual deve ter no máximo 20 caracteres.',
    ]);
  });

  it('is checked by its state’s rule when the address names the state', () => {
    const sp = { state: 'SP' };
    expect(
      customerOf({ stateRegistration: '110.042.490.114', address: sp }).stateRegistration,
    ).toBe('110.042.490.114');
    expect(issuesOf({ stateRegistration: '110.042.490.115', address: sp })).toEqual([
      'customer.stateRegistration: Inscrição estadual inválida para SP: confira os dígitos (ou informe "ISENTO").',
    ]);
    expect(customerOf({ stateRegistration: 'ISENTO', address: sp }).stateRegistration).toBe(
      'ISENTO',
    );
  });
});

describe('the fiscal profile', () => {
  it('is null when absent, null, or the form’s untouched group', () => {
    expect(customerOf({}).fiscal).toBeNull();
    expect(customerOf({ fiscal: null }).fiscal).toBeNull();
    expect(
      customerOf({
        fiscal: {
          icmsContribution: null,
          goodsUse: null,
          simplesNacional: false,
          freeTradeZone: false,
          publicBody: false,
        },
      }).fiscal,
    ).toBeNull();
  });

  it('is kept whole when filled', () => {
    const fiscal = { ...PROFILE, icmsContribution: 'NON_CONTRIBUTOR', publicBody: true };
    expect(customerOf({ cpf: '529.982.247-25', fiscal }).fiscal).toEqual(fiscal);
  });

  it('asks for the contribution and the use once any part of it is filled', () => {
    expect(
      issuesOf({
        fiscal: { icmsContribution: null, goodsUse: null, simplesNacional: true },
      }),
    ).toEqual([
      'customer.fiscal.icmsContribution: Escolha se o cliente é contribuinte do ICMS.',
      'customer.fiscal.goodsUse: Escolha o uso da mercadoria.',
      'customer.fiscal.freeTradeZone: Diga se o cliente está na Zona Franca de Manaus ou numa área de livre comércio.',
      'customer.fiscal.publicBody: Diga se o cliente é um órgão público.',
    ]);
  });

  it('a contributor has a state registration that is not ISENTO', () => {
    const message =
      'customer.stateRegistration: Um contribuinte do ICMS tem inscrição estadual: informe-a (não "ISENTO").';
    expect(issuesOf({ fiscal: PROFILE })).toEqual([message]);
    expect(issuesOf({ fiscal: PROFILE, stateRegistration: 'isento' })).toEqual([message]);
    expect(customerOf({ fiscal: PROFILE, stateRegistration: '110.042.490.114' }).fiscal).toEqual(
      PROFILE,
    );
  });

  it('an exempt customer has ISENTO or no registration', () => {
    const exempt = { ...PROFILE, icmsContribution: 'EXEMPT' };
    expect(customerOf({ fiscal: exempt, stateRegistration: 'ISENTO' }).fiscal).toEqual(exempt);
    expect(customerOf({ fiscal: exempt }).fiscal).toEqual(exempt);
    expect(issuesOf({ fiscal: exempt, stateRegistration: '110.042.490.114' })).toEqual([
      'customer.fiscal.icmsContribution: Com inscrição estadual o cliente é contribuinte do ICMS: "isento" vale só com ISENTO ou sem inscrição.',
    ]);
  });

  it('a non-contributor may have a registration or none', () => {
    const other = { ...PROFILE, icmsContribution: 'NON_CONTRIBUTOR' };
    expect(customerOf({ fiscal: other, stateRegistration: '110.042.490.114' }).fiscal).toEqual(
      other,
    );
    expect(customerOf({ fiscal: other }).fiscal).toEqual(other);
  });

  it('refuses a contribution or a use not in the lists', () => {
    expect(issuesOf({ fiscal: { ...PROFILE, goodsUse: 'GIFT' } })).toEqual([
      'customer.fiscal.goodsUse: Escolha o uso da mercadoria.',
    ]);
  });
});
