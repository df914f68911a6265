import { describe, expect, it } from 'vitest';
import { CepParamsSchema } from './location.schema.ts';
import { DATABASE_INTEGER_MAX } from './primitives.ts';
import { ProjectInputSchema } from './project-input.schema.ts';
import {
  PROJECT_LIMITS,
  PROJECT_LIST_LIMITS,
  ProjectListQuerySchema,
  listSegmentsFor,
} from './project.schema.ts';

const base = { name: 'Frigorífico Central', customer: { address: {} } };

function messagesOf(input: unknown): string[] {
  const result = ProjectInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ProjectInputSchema', () => {
  it('strips CNPJ, phone and CEP masks on save and turns blanks into null', () => {
    const data = ProjectInputSchema.parse({
      name: '  Frigorífico Central ',
      customer: {
        name: '',
        email: 'compras@frigo.com.br',
        cnpj: '11.222.333/0001-81',
        phone: '(11) 98765-4321',
        address: { street: ' ', state: 'SP', city: 'São Paulo', zipcode: '01310-100' },
        segment: 'SUPERMARKET',
      },
    });
    expect(data.name).toBe('Frigorífico Central');
    expect(data.status).toBe('PENDING');
    expect(data.customer).toMatchObject({
      name: null,
      cnpj: '11222333000181',
      phone: '11987654321',
      address: { street: null, state: 'SP', zipcode: '01310100', country: 'Brasil' },
    });
  });

  it('accepts the alphanumeric CNPJ and keeps its letters', () => {
    const data = ProjectInputSchema.parse({
      ...base,
      customer: { cnpj: '12.abc.345/01de-35', address: {} },
    });
    expect(data.customer.cnpj).toBe('12ABC34501DE35');
  });

  it('refuses a CNPJ with wrong check digits, a bad e-mail, phone and CEP, in Portuguese', () => {
    expect(
      messagesOf({
        ...base,
        customer: {
          cnpj: '11.222.333/0001-82',
          email: 'nao-e-email',
          phone: '123',
          address: { zipcode: '123' },
        },
      }),
    ).toEqual([
      'Informe um e-mail válido.',
      'CNPJ inválido: confira os dígitos verificadores.',
      'Informe um telefone válido com DDD.',
      'Informe um CEP válido (8 dígitos).',
    ]);
  });

  it('requires the name and enforces every maximum length of the form', () => {
    expect(messagesOf({ ...base, name: '   ' })).toEqual(['Informe o nome do projeto.']);
    expect(messagesOf({ ...base, name: 'x'.repeat(61) })).toEqual([
      'O nome deve ter no máximo 60 caracteres.',
    ]);
    expect(
      messagesOf({
        ...base,
        customer: { name: 'x'.repeat(61), address: { street: 'r'.repeat(121) } },
      }),
    ).toEqual([
      'O nome do cliente deve ter no máximo 60 caracteres.',
      'O endereço deve ter no máximo 120 caracteres.',
    ]);
    expect(messagesOf({ ...base, customer: { address: { country: 'Argentina' } } })).toEqual([
      'O país é sempre Brasil.',
    ]);
  });
});

describe('the address number, complement and neighbourhood (issue 29, item 13)', () => {
  const addressOf = (address: Record<string, unknown>) =>
    ProjectInputSchema.parse({ ...base, customer: { address } }).customer.address;

  it('keeps them apart from the street, trimmed, blank as null', () => {
    expect(
      addressOf({
        street: 'Rua Sinimbu',
        number: ' 1200 ',
        complement: 'Sala 2',
        neighborhood: 'Centro',
      }),
    ).toMatchObject({
      street: 'Rua Sinimbu',
      number: '1200',
      complement: 'Sala 2',
      neighborhood: 'Centro',
    });
    expect(addressOf({ number: ' ', complement: '', neighborhood: null })).toMatchObject({
      number: null,
      complement: null,
      neighborhood: null,
    });
  });

  it.each(['S/N', 's/n', 'SN', 's/nº', 'S/N°'])('writes %s as S/N', (typed) => {
    expect(addressOf({ number: typed }).number).toBe('S/N');
  });

  it('refuses each one too long, in Portuguese, on its own field', () => {
    const result = ProjectInputSchema.safeParse({
      ...base,
      customer: {
        address: {
          number: '1'.repeat(PROJECT_LIMITS.number + 1),
          complement: 'c'.repeat(PROJECT_LIMITS.complement + 1),
          neighborhood: 'b'.repeat(PROJECT_LIMITS.neighborhood + 1),
        },
      },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'customer.address.number',
        `O número deve ter no máximo ${PROJECT_LIMITS.number} caracteres.`,
      ],
      [
        'customer.address.complement',
        `O complemento deve ter no máximo ${PROJECT_LIMITS.complement} caracteres.`,
      ],
      [
        'customer.address.neighborhood',
        `O bairro deve ter no máximo ${PROJECT_LIMITS.neighborhood} caracteres.`,
      ],
    ]);
  });
});

describe('CepParamsSchema', () => {
  it('reads a CEP with or without its hyphen as 8 digits', () => {
    expect(CepParamsSchema.parse({ cep: '95020-000' }).cep).toBe('95020000');
    expect(CepParamsSchema.parse({ cep: '01310100' }).cep).toBe('01310100');
  });

  it.each(['9502000', '95020-0000', 'abcde-fgh', '', '95.020-000'])(
    'refuses %j in Portuguese',
    (cep) => {
      expect(CepParamsSchema.safeParse({ cep }).error?.issues[0]?.message).toBe(
        'Informe um CEP válido (8 dígitos).',
      );
    },
  );
});

describe('ProjectListQuerySchema', () => {
  it('defaults to page 1 of 10 and refuses a reversed date range', () => {
    expect(ProjectListQuerySchema.parse({})).toMatchObject({ page: 1, size: 10 });
    const reversed = ProjectListQuerySchema.safeParse({
      startDate: '2026-05-02',
      endDate: '2026-05-01',
    });
    expect(reversed.success).toBe(false);
  });

  it('bounds page and size, in Portuguese, so that an offset stays a PostgreSQL integer', () => {
    const pageMessages = (page: unknown) => {
      const result = ProjectListQuerySchema.safeParse({ page });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(pageMessages('2147483648')).toEqual(['Página inválida: no máximo 100.000.']);
    expect(pageMessages(String(PROJECT_LIST_LIMITS.maxPage + 1))).toHaveLength(1);
    expect(pageMessages(String(PROJECT_LIST_LIMITS.maxPage))).toEqual([]);
    expect(pageMessages('1.5')).toEqual(['Página inválida.']);
    expect(ProjectListQuerySchema.safeParse({ size: '101' }).error?.issues[0]?.message).toBe(
      'No máximo 100 projetos por página.',
    );
    // The API counts a page's total up to a few pages past it (five today): with ten, the row
    // numbers of the largest page at the largest size still fit.
    const { maxPage, maxSize } = PROJECT_LIST_LIMITS;
    expect((maxPage + 10) * maxSize).toBeLessThan(DATABASE_INTEGER_MAX);
  });
});

describe('listSegmentsFor', () => {
  it('offers editors two segments and everyone else five', () => {
    expect(listSegmentsFor(true)).toEqual(['INDUSTRIAL_COLD_ROOMS', 'SUPERMARKET']);
    expect(listSegmentsFor(false)).toHaveLength(5);
  });
});
