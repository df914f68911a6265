import {
  ApiErrorSchema,
  ProjectSchema,
  ProposalSchema,
  type Project,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

// Issue 30, item 3 (docs/decisions/071): the customer's CPF, state registration and fiscal
// profile on the project, through the API on a real database.

const { server, vendedor } = useTestServer('vendedor');

const CONTRIBUTOR = {
  icmsContribution: 'CONTRIBUTOR',
  goodsUse: 'FIXED_ASSETS',
  simplesNacional: false,
  freeTradeZone: false,
  publicBody: false,
} as const;

function projectBody(customer: Record<string, unknown>, version?: number) {
  return {
    name: 'Câmaras do Recôncavo',
    customer: { name: 'Supermercado Recôncavo', address: { state: 'SP' }, ...customer },
    ...(version === undefined ? {} : { version }),
  };
}

async function create(customer: Record<string, unknown>): Promise<Project> {
  const answer = await vendedor.call('POST', '/v1/projects', projectBody(customer));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ProjectSchema.parse(answer.body);
}

async function read(id: number): Promise<Project> {
  const answer = await vendedor.call('GET', `/v1/projects/${id}`);
  expect(answer.status).toBe(200);
  return ProjectSchema.parse(answer.body);
}

/** The 400's field messages as `path: message`. */
function fieldMessages(body: unknown): string[] {
  return (ApiErrorSchema.parse(body).details ?? []).map(
    (detail) => `${detail.path}: ${detail.message}`,
  );
}

describe('the customer’s fiscal profile on the project', () => {
  it('is saved with the state registration and read back; an update changes them all', async () => {
    const created = await create({
      cnpj: '12.ABC.345/01DE-35',
      stateRegistration: '110.042.490.114',
      fiscal: CONTRIBUTOR,
    });
    const saved = await read(created.id);
    expect(saved.customer).toMatchObject({
      cnpj: '12ABC34501DE35',
      cpf: null,
      stateRegistration: '110.042.490.114',
      fiscal: CONTRIBUTOR,
    });

    const person = {
      icmsContribution: 'NON_CONTRIBUTOR',
      goodsUse: 'OWN_USE',
      simplesNacional: false,
      freeTradeZone: true,
      publicBody: false,
    } as const;
    const updated = await vendedor.call(
      'PUT',
      `/v1/projects/${created.id}`,
      projectBody(
        { cnpj: '', cpf: '529.982.247-25', stateRegistration: 'isento', fiscal: person },
        saved.version,
      ),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await read(created.id)).customer).toMatchObject({
      cnpj: null,
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal: person,
    });
  });

  it('is null when the form’s group was left untouched', async () => {
    const created = await create({
      fiscal: {
        icmsContribution: null,
        goodsUse: null,
        simplesNacional: false,
        freeTradeZone: false,
        publicBody: false,
      },
    });
    expect((await read(created.id)).customer.fiscal).toBeNull();
  });

  it('answers 400 with field messages in Portuguese and saves nothing', async () => {
    const before = await vendedor.call('GET', '/v1/projects?size=100');
    const count = ProjectSchema.array().parse(before.body).length;

    const badCpf = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({ cpf: '529.982.247-26' }),
    );
    expect(badCpf.status).toBe(400);
    expect(fieldMessages(badCpf.body)).toEqual([
      'customer.cpf: CPF inválido: confira os dígitos verificadores.',
    ]);

    const contributorWithoutIe = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({ fiscal: CONTRIBUTOR }),
    );
    expect(contributorWithoutIe.status).toBe(400);
    expect(fieldMessages(contributorWithoutIe.body)).toEqual([
      'customer.stateRegistration: Um contribuinte do ICMS tem inscrição estadual: informe-a (não "ISENTO").',
    ]);

    const both = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({ cnpj: '11.222.333/0001-81', cpf: '529.982.247-25' }),
    );
    expect(fieldMessages(both.body)).toEqual([
      'customer.cpf: Informe o CNPJ (empresa) ou o CPF (pessoa), não os dois.',
    ]);

    const badIe = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({ stateRegistration: '110.042.490.115' }),
    );
    expect(fieldMessages(badIe.body)).toEqual([
      'customer.stateRegistration: Inscrição estadual inválida para SP: confira os dígitos (ou informe "ISENTO").',
    ]);

    const wrongCnpj = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({ cnpj: '12ABC34501DE36' }),
    );
    expect(fieldMessages(wrongCnpj.body)).toEqual([
      'customer.cnpj: CNPJ inválido: confira os dígitos verificadores.',
    ]);

    const after = await vendedor.call('GET', '/v1/projects?size=100');
    expect(ProjectSchema.array().parse(after.body)).toHaveLength(count);
  });

  it('goes with the project’s copy', async () => {
    const source = await create({
      cpf: '529.982.247-25',
      stateRegistration: 'ISENTO',
      fiscal: { ...CONTRIBUTOR, icmsContribution: 'EXEMPT', simplesNacional: true },
    });
    const answer = await vendedor.call('POST', `/v1/projects/${source.id}/copy`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = ProjectSchema.parse(answer.body);
    expect(copy.id).not.toBe(source.id);
    expect(copy.customer).toEqual(source.customer);
  });

  it('reads null for a project saved before it existed', async () => {
    const [owner] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from app_users where username = 'vendedor'`,
    );
    // The columns release 2.8.6 wrote, nothing of the fiscal profile.
    const [row] = await queryRows<{ id: number }>(
      server.database.db,
      sql`insert into projects (owner_id, name, status, customer_name, customer_cnpj, state)
          values (${owner?.id}, 'Projeto antigo', 'PENDING', 'Cliente antigo', '11222333000181', 'BA')
          returning id`,
    );
    const old = await read(Number(row?.id));
    expect(old.customer).toMatchObject({
      cnpj: '11222333000181',
      cpf: null,
      stateRegistration: null,
      fiscal: null,
    });
  });

  it('goes into the proposal’s client', async () => {
    const project = await create({
      cnpj: '11.222.333/0001-81',
      stateRegistration: '110.042.490.114',
      fiscal: CONTRIBUTOR,
    });
    const answer = await vendedor.call('POST', `/v1/projects/${project.id}/proposals`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(ProposalSchema.parse(answer.body).client).toMatchObject({
      cnpj: '11222333000181',
      cpf: null,
      stateRegistration: '110.042.490.114',
      fiscal: CONTRIBUTOR,
    });
  });

  it('keeps the five columns together in the database', async () => {
    const project = await create({});
    await expect(
      server.database.db.execute(
        sql`update projects set icms_contribution = 'CONTRIBUTOR' where id = ${project.id}`,
      ),
    ).rejects.toThrow();
  });
});
