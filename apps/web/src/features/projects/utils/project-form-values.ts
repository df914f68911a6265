import {
  COUNTRY,
  type CustomerSegment,
  type FieldIssue,
  type GoodsUse,
  type IcmsContribution,
  type Project,
  type ProjectData,
  type ProjectStatus,
  type StateCode,
} from '@camara-fria/contracts';
import type { Control, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';

/**
 * The fiscal profile's group as the form edits it: no choice yet is null; the group left untouched
 * (no choice, no box ticked) is sent as it is and saved as no profile (ProjectInputSchema).
 */
export type FiscalFormValues = {
  icmsContribution: IcmsContribution | null;
  goodsUse: GoodsUse | null;
  simplesNacional: boolean;
  freeTradeZone: boolean;
  publicBody: boolean;
};

export const EMPTY_FISCAL_FORM_VALUES: FiscalFormValues = {
  icmsContribution: null,
  goodsUse: null,
  simplesNacional: false,
  freeTradeZone: false,
  publicBody: false,
};

/**
 * What the project form edits: text as typed (masks included), null for an empty choice.
 * ProjectInputSchema turns it into the API body (trimmed, blank → null, masks stripped).
 */
export type ProjectFormValues = {
  name: string;
  status: ProjectStatus;
  customer: {
    name: string;
    email: string;
    cnpj: string;
    cpf: string;
    stateRegistration: string;
    phone: string;
    address: {
      street: string;
      number: string;
      complement: string;
      neighborhood: string;
      state: StateCode | null;
      city: string | null;
      country: typeof COUNTRY;
      zipcode: string;
    };
    segment: CustomerSegment | null;
    fiscal: FiscalFormValues;
  };
};

/** What a part of the project form (its address, its fiscal data, a field) gets of its useForm. */
export type ProjectFormBinding = {
  control: Control<ProjectFormValues, unknown, ProjectData>;
  register: UseFormRegister<ProjectFormValues>;
  setValue: UseFormSetValue<ProjectFormValues>;
  getValues: UseFormGetValues<ProjectFormValues>;
};

export const EMPTY_PROJECT_FORM_VALUES: ProjectFormValues = {
  name: '',
  status: 'PENDING',
  customer: {
    name: '',
    email: '',
    cnpj: '',
    cpf: '',
    stateRegistration: '',
    phone: '',
    address: {
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      state: null,
      city: null,
      country: COUNTRY,
      zipcode: '',
    },
    segment: null,
    fiscal: EMPTY_FISCAL_FORM_VALUES,
  },
};

/** A saved project as form values (the masks are put back on by the masked inputs). */
export function toProjectFormValues(project: Project): ProjectFormValues {
  const { customer } = project;
  return {
    name: project.name,
    status: project.status,
    customer: {
      name: customer.name ?? '',
      email: customer.email ?? '',
      cnpj: customer.cnpj ?? '',
      cpf: customer.cpf ?? '',
      stateRegistration: customer.stateRegistration ?? '',
      phone: customer.phone ?? '',
      address: {
        street: customer.address.street ?? '',
        number: customer.address.number ?? '',
        complement: customer.address.complement ?? '',
        neighborhood: customer.address.neighborhood ?? '',
        state: customer.address.state,
        city: customer.address.city,
        country: COUNTRY,
        zipcode: customer.address.zipcode ?? '',
      },
      segment: customer.segment,
      fiscal: customer.fiscal ?? EMPTY_FISCAL_FORM_VALUES,
    },
  };
}

/** Every field of the form, as react-hook-form and the API's `details[].path` name them. */
export const PROJECT_FORM_FIELDS = [
  'name',
  'status',
  'customer.name',
  'customer.email',
  'customer.cnpj',
  'customer.phone',
  'customer.address.street',
  'customer.address.number',
  'customer.address.complement',
  'customer.address.neighborhood',
  'customer.address.state',
  'customer.address.city',
  'customer.address.country',
  'customer.address.zipcode',
  'customer.segment',
  'customer.cpf',
  'customer.stateRegistration',
  'customer.fiscal.icmsContribution',
  'customer.fiscal.goodsUse',
  'customer.fiscal.simplesNacional',
  'customer.fiscal.freeTradeZone',
  'customer.fiscal.publicBody',
] as const;
export type ProjectFormField = (typeof PROJECT_FORM_FIELDS)[number];

export function isProjectFormField(path: string): path is ProjectFormField {
  return (PROJECT_FORM_FIELDS as readonly string[]).includes(path);
}

/** Splits a 400's details into messages for form fields and the rest (shown above the form). */
export function splitServerIssues(details: readonly FieldIssue[]): {
  fieldIssues: { field: ProjectFormField; message: string }[];
  otherMessages: string[];
} {
  const fieldIssues: { field: ProjectFormField; message: string }[] = [];
  const otherMessages: string[] = [];
  for (const issue of details) {
    if (isProjectFormField(issue.path)) {
      if (!fieldIssues.some((known) => known.field === issue.path)) {
        fieldIssues.push({ field: issue.path, message: issue.message });
      }
    } else {
      otherMessages.push(issue.message);
    }
  }
  return { fieldIssues, otherMessages };
}
