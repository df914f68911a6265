import { ProjectInputSchema } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../../../testing/project-fixtures.ts';
import {
  EMPTY_PROJECT_FORM_VALUES,
  splitServerIssues,
  toProjectFormValues,
} from './project-form-values.ts';

describe('toProjectFormValues', () => {
  it('turns a saved project into form values that validate back to the same data', () => {
    const project = buildProject({ customer: { email: null, segment: null } });
    const values = toProjectFormValues(project);
    expect(values.customer.email).toBe('');
    expect(values.customer.address.country).toBe('Brasil');
    expect(ProjectInputSchema.parse(values)).toEqual({
      name: project.name,
      status: project.status,
      customer: {
        name: 'Frigorífico Boa Vista',
        email: null,
        cnpj: '11222333000181',
        cpf: null,
        stateRegistration: null,
        phone: '11987654321',
        address: {
          street: 'Rua das Palmeiras',
          number: '100',
          complement: null,
          neighborhood: 'Centro',
          state: 'SP',
          city: 'Campinas',
          country: 'Brasil',
          zipcode: '13010000',
        },
        segment: null,
        fiscal: null,
      },
    });
  });

  it('keeps a saved fiscal profile and registration through the form', () => {
    const fiscal = {
      icmsContribution: 'CONTRIBUTOR',
      goodsUse: 'RESALE',
      simplesNacional: true,
      freeTradeZone: false,
      publicBody: false,
    } as const;
    const project = buildProject({
      customer: { stateRegistration: '110.042.490.114', fiscal },
    });
    const values = toProjectFormValues(project);
    expect(values.customer.fiscal).toEqual(fiscal);
    expect(ProjectInputSchema.parse(values).customer).toMatchObject({
      stateRegistration: '110.042.490.114',
      fiscal,
    });
  });

  it('starts a new project with no fiscal profile', () => {
    expect(
      ProjectInputSchema.parse({ ...EMPTY_PROJECT_FORM_VALUES, name: 'X' }).customer.fiscal,
    ).toBeNull();
  });

  it('starts a new project as PENDING in Brasil', () => {
    expect(EMPTY_PROJECT_FORM_VALUES.status).toBe('PENDING');
    expect(EMPTY_PROJECT_FORM_VALUES.customer.address.country).toBe('Brasil');
  });
});

describe('splitServerIssues', () => {
  it('keeps the first message of each form field and collects the rest', () => {
    expect(
      splitServerIssues([
        { path: 'customer.cnpj', message: 'CNPJ inválido.' },
        { path: 'customer.cnpj', message: 'Outro.' },
        { path: 'customer.address.zipcode', message: 'CEP inválido.' },
        { path: 'version', message: 'Versão inválida.' },
      ]),
    ).toEqual({
      fieldIssues: [
        { field: 'customer.cnpj', message: 'CNPJ inválido.' },
        { field: 'customer.address.zipcode', message: 'CEP inválido.' },
      ],
      otherMessages: ['Versão inválida.'],
    });
  });
});
