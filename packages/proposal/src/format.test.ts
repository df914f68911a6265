import { describe, expect, it } from 'vitest';
import { formatStreetLine } from './format.ts';

const address = { street: 'Rua X', number: null, complement: null, neighborhood: null };

describe('formatStreetLine (docs/decisions/066)', () => {
  it('writes the street, its number, the complement and the neighbourhood on one line', () => {
    expect(
      formatStreetLine({
        street: 'Rua X',
        number: '123',
        complement: 'Sala 2',
        neighborhood: 'Bairro',
      }),
    ).toBe('Rua X, 123 – Sala 2 – Bairro');
  });

  it('leaves out what is missing, and writes S/N as a number', () => {
    expect(formatStreetLine(address)).toBe('Rua X');
    expect(formatStreetLine({ ...address, number: 'S/N' })).toBe('Rua X, S/N');
    expect(formatStreetLine({ ...address, neighborhood: 'Centro' })).toBe('Rua X – Centro');
    expect(formatStreetLine({ ...address, number: '10', complement: 'Fundos' })).toBe(
      'Rua X, 10 – Fundos',
    );
  });
});
