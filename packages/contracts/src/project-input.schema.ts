import { isValidCep, isValidCnpj, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { STATE_CODES } from './brazil.ts';
import { rowVersion, safeText, singleLineText } from './primitives.ts';
import {
  blankToNull,
  COUNTRY,
  CUSTOMER_SEGMENTS,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
} from './project.schema.ts';
import { z } from './zod.ts';

/*
 * What a project form sends (POST and PUT /v1/projects): its own module, with the document
 * validators it needs, so that the project list (the first screen, docs/decisions/046), which
 * only reads projects, does not carry them.
 */

/** Optional one-line text: trimmed, blank becomes null, at most `max` characters. */
function optionalText(max: number, label: string) {
  return z.preprocess(
    blankToNull,
    singleLineText()
      .max(max, { error: `${label} deve ter no máximo ${max} caracteres.` })
      .nullish()
      .transform((value) => value ?? null),
  );
}

/** Optional masked document: validated as typed, saved stripped of its mask. */
function optionalMasked(options: {
  max: number;
  label: string;
  isValid: (value: string) => boolean;
  invalidMessage: string;
  strip: (value: string) => string;
}) {
  return z.preprocess(
    blankToNull,
    safeText()
      .trim()
      .max(options.max, { error: `${options.label} deve ter no máximo ${options.max} caracteres.` })
      .refine(options.isValid, { error: options.invalidMessage })
      .transform(options.strip)
      .nullish()
      .transform((value) => value ?? null),
  );
}

/** What people type for "no number" ("s/n", "SN", "s/nº"), written the one way: "S/N". */
const WITHOUT_NUMBER = /^s\/?n[º°o]?$/i;
export const ADDRESS_WITHOUT_NUMBER = 'S/N';

export const CustomerAddressInputSchema = z.object({
  street: optionalText(PROJECT_LIMITS.street, 'O endereço'),
  /** The building's number, or "S/N" (sem número). */
  number: optionalText(PROJECT_LIMITS.number, 'O número').transform((value) =>
    value !== null && WITHOUT_NUMBER.test(value) ? ADDRESS_WITHOUT_NUMBER : value,
  ),
  complement: optionalText(PROJECT_LIMITS.complement, 'O complemento'),
  /** Bairro. */
  neighborhood: optionalText(PROJECT_LIMITS.neighborhood, 'O bairro'),
  state: z.preprocess(
    blankToNull,
    z
      .enum(STATE_CODES, { error: 'Escolha um estado da lista.' })
      .nullish()
      .transform((v) => v ?? null),
  ),
  city: optionalText(PROJECT_LIMITS.city, 'A cidade'),
  country: z.literal(COUNTRY, { error: 'O país é sempre Brasil.' }).default(COUNTRY),
  zipcode: optionalMasked({
    max: PROJECT_LIMITS.zipcode,
    label: 'O CEP',
    isValid: (value) => isValidCep(value),
    invalidMessage: 'Informe um CEP válido (8 dígitos).',
    strip: (value) => value.replace(/\D/g, ''),
  }),
});

export const CustomerInputSchema = z.object({
  name: optionalText(PROJECT_LIMITS.customerName, 'O nome do cliente'),
  email: z.preprocess(
    blankToNull,
    z
      .email({ error: 'Informe um e-mail válido.' })
      .max(PROJECT_LIMITS.email, { error: 'E-mail longo demais.' })
      .nullish()
      .transform((value) => value ?? null),
  ),
  cnpj: optionalMasked({
    max: PROJECT_LIMITS.cnpj,
    label: 'O CNPJ',
    isValid: (value) => isValidCnpj(value.toUpperCase(), { version: 2 }),
    invalidMessage: 'CNPJ inválido: confira os dígitos verificadores.',
    strip: (value) => value.toUpperCase().replace(/[^0-9A-Z]/g, ''),
  }),
  phone: optionalMasked({
    max: PROJECT_LIMITS.phone,
    label: 'O telefone',
    isValid: (value) => isValidPhone(value),
    invalidMessage: 'Informe um telefone válido com DDD.',
    strip: (value) => value.replace(/\D/g, ''),
  }),
  address: CustomerAddressInputSchema,
  segment: z.preprocess(
    blankToNull,
    z
      .enum(CUSTOMER_SEGMENTS, { error: 'Escolha um segmento da lista.' })
      .nullish()
      .transform((v) => v ?? null),
  ),
});

/** POST /v1/projects and PUT /v1/projects/{id} (with `version` for PUT, required there). */
export const ProjectInputSchema = z.object({
  name: singleLineText('Informe o nome do projeto.')
    .min(1, { error: 'Informe o nome do projeto.' })
    .max(PROJECT_LIMITS.name, {
      error: `O nome deve ter no máximo ${PROJECT_LIMITS.name} caracteres.`,
    }),
  status: z.enum(PROJECT_STATUSES, { error: 'Escolha um status da lista.' }).default('PENDING'),
  customer: CustomerInputSchema,
  /**
   * The version the edit is based on, required by PUT (or an If-Match header): missing is 428,
   * stale is 409. POST ignores it.
   */
  version: rowVersion.optional(),
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;
export type ProjectData = z.output<typeof ProjectInputSchema>;
