import extenso from 'extenso';

/*
 * The total "por extenso", as a contract or an invoice writes it (issue 30 item 4), with the
 * extenso library (3.x: Brazilian Portuguese, reais and centavos, typed).
 */

/**
 * Reais in words, in Brazilian Portuguese.
 * @example formatReaisInWords(101926.21) // => 'cento e um mil novecentos e vinte e seis reais e vinte e um centavos'
 * @example formatReaisInWords(10325) // => 'dez mil trezentos e vinte e cinco reais'
 */
export function formatReaisInWords(reais: number): string {
  return extenso(reais.toFixed(2), { mode: 'currency', currency: { code: 'BRL' } });
}
