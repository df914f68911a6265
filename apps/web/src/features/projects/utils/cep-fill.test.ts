import { describe, expect, it } from 'vitest';
import { CEP_MESSAGES, planCepFill } from './cep-fill.ts';

const caxias = { cep: '95020000', state: 'RS', city: 'Caxias do Sul' } as const;
const rsOnly = { cep: '95500000', state: 'RS', city: null } as const;
const unknown = { cep: '00100000', state: null, city: null } as const;
const empty = { state: null, city: null };

describe('planCepFill (docs/decisions/066)', () => {
  it('fills the state and city of a listed city into an empty address', () => {
    expect(planCepFill(caxias, empty)).toEqual({
      fill: { state: 'RS', city: 'Caxias do Sul' },
      hint: CEP_MESSAGES.filled,
      offer: null,
    });
    expect(planCepFill(caxias, { state: 'SP', city: null }).fill).toEqual({
      state: 'RS',
      city: 'Caxias do Sul',
    });
  });

  it('fills the state alone where only its range is known, and asks for the city', () => {
    expect(planCepFill(rsOnly, empty)).toEqual({
      fill: { state: 'RS', city: null },
      hint: 'CEP de Rio Grande do Sul: escolha a cidade.',
      offer: null,
    });
    // A city of that state already chosen stays, and nothing needs saying.
    expect(planCepFill(rsOnly, { state: 'RS', city: 'Farroupilha' })).toEqual({
      fill: { state: 'RS', city: 'Farroupilha' },
      hint: null,
      offer: null,
    });
  });

  it('keeps a city the user chose elsewhere and offers the CEP’s instead', () => {
    expect(planCepFill(caxias, { state: 'RS', city: 'Farroupilha' })).toEqual({
      fill: null,
      hint: 'Este CEP é de Caxias do Sul (RS); a cidade escolhida (Farroupilha) foi mantida.',
      offer: { state: 'RS', city: 'Caxias do Sul' },
    });
    expect(planCepFill(rsOnly, { state: 'SP', city: 'Campinas' }).offer).toEqual({
      state: 'RS',
      city: null,
    });
  });

  it('fills nothing for an unknown CEP and says so', () => {
    expect(planCepFill(unknown, { state: 'RS', city: 'Caxias do Sul' })).toEqual({
      fill: null,
      hint: CEP_MESSAGES.unknown,
      offer: null,
    });
  });
});
