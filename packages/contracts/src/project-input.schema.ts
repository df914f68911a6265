import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidIe,
  isValidPhone,
} from '@brazilian-utils/brazilian-utils';
import { STATE_CODES } from './brazil.ts';
import { BuyerFiscalProfileSchema } from './buyer-fiscal-profile.ts';
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

/** What the state registration holds for a customer exempt from it ("isento" in any case). */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';

/**
 * An inscrição estadual as typed: digits with the dots, dashes and slashes of its state's mask
 * (SP's rural producers start with P: `P-01100424.3/002`).
 */
const STATE_REGISTRATION_FORMAT = /^P?[\d./-]*\d[\d./-]*$/;

/** The state registration: as typed (upper case), or ISENTO; its check digits by the state's rule. */
const stateRegistration = z.preprocess(
  blankToNull,
  safeText()
    .trim()
    .max(PROJECT_LIMITS.stateRegistration, {
      error: `A inscrição estadual deve ter no máximo ${PROJECT_LIMITS.stateRegistration} caracteres.`,
    })
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => value === STATE_REGISTRATION_EXEMPT || STATE_REGISTRATION_FORMAT.test(value),
      { error: 'Informe a inscrição estadual (algarismos, pontos, traços e barras) ou "ISENTO".' },
    )
    .nullish()
    .transform((value) => value ?? null),
);

/**
 * The fiscal profile's group as the form sends it untouched (no choice made, no box ticked) is no
 * profile: null, like an absent one.
 */
function emptyFiscalToNull(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const group = value as Record<string, unknown>;
  const isUntouched =
    group.icmsContribution == null &&
    group.goodsUse == null &&
    group.simplesNacional !== true &&
    group.freeTradeZone !== true &&
    group.publicBody !== true;
  return isUntouched ? null : value;
}

type CustomerDocuments = {
  cnpj: string | null;
  cpf: string | null;
  stateRegistration: string | null;
  address: { state: (typeof STATE_CODES)[number] | null };
  fiscal: { icmsContribution: string } | null;
};

/**
 * The rules between the customer's documents and its fiscal profile (docs/decisions/071): a CNPJ
 * or a CPF, not both; an inscrição estadual checked by its state's rule when the address names
 * the state; a contributor has a registration (not ISENTO); an exempt one has ISENTO or none.
 */
function checkCustomerDocuments(customer: CustomerDocuments, context: z.RefinementCtx): void {
  const { cnpj, cpf, stateRegistration: registration, fiscal } = customer;
  const state = customer.address.state;
  const isExempt = registration === STATE_REGISTRATION_EXEMPT;
  if (cnpj !== null && cpf !== null) {
    context.addIssue({
      code: 'custom',
      path: ['cpf'],
      message: 'Informe o CNPJ (empresa) ou o CPF (pessoa), não os dois.',
    });
  }
  if (registration !== null && !isExempt && state !== null) {
    if (!isValidIe({ value: registration, stateCode: state })) {
      context.addIssue({
        code: 'custom',
        path: ['stateRegistration'],
        message: `Inscrição estadual inválida para ${state}: confira os dígitos (ou informe "ISENTO").`,
      });
    }
  }
  if (fiscal?.icmsContribution === 'CONTRIBUTOR' && (registration === null || isExempt)) {
    context.addIssue({
      code: 'custom',
      path: ['stateRegistration'],
      message: 'Um contribuinte do ICMS tem inscrição estadual: informe-a (não "ISENTO").',
    });
  }
  if (fiscal?.icmsContribution === 'EXEMPT' && registration !== null && !isExempt) {
    context.addIssue({
      code: 'custom',
      path: ['fiscal', 'icmsContribution'],
      message:
        'Com inscrição estadual o cliente é contribuinte do ICMS: "isento" vale só com ISENTO ou sem inscrição.',
    });
  }
}

export const CustomerInputSchema = z
  .object({
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
    /** A person's CPF (a customer has a CNPJ or a CPF). */
    cpf: optionalMasked({
      max: PROJECT_LIMITS.cpf,
      label: 'O CPF',
      isValid: (value) => isValidCpf(value),
      invalidMessage: 'CPF inválido: confira os dígitos verificadores.',
      strip: (value) => value.replace(/\D/g, ''),
    }),
    stateRegistration,
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
    /** Null (or absent, or the form's untouched group) until someone fills it. */
    fiscal: z.preprocess(
      emptyFiscalToNull,
      BuyerFiscalProfileSchema.nullish().transform((value) => value ?? null),
    ),
  })
  .superRefine(checkCustomerDocuments);

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
