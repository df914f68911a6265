/**
 * imask options of the project form's masked fields (react-imask's IMaskInput).
 * The inputs keep the masked text; ProjectInputSchema validates it and strips the mask.
 */

/**
 * CNPJ `00.000.000/0000-00`, alphanumeric too (the 2026 format): the first 12 positions take
 * digits or letters (shown in upper case), the two check digits only digits.
 */
export const CNPJ_MASK = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Z]/ },
  prepareChar: (value: string) => value.toUpperCase(),
};

/** CPF `000.000.000-00`. */
export const CPF_MASK = { mask: '000.000.000-00' };

/** Landline `(00) 0000-0000` until an 11th digit turns it into a mobile `(00) 00000-0000`. */
export const PHONE_MASK = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
};

export const CEP_MASK = { mask: '00000-000' };

/** Any of the masks above. */
export type ProjectMask = typeof CNPJ_MASK | typeof CPF_MASK | typeof PHONE_MASK | typeof CEP_MASK;
