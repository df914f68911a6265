import {
  ApiErrorSchema,
  CepLocationSchema,
  PROJECT_LIMITS,
  ProjectSchema,
  ProposalSchema,
  type Project,
} from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

// Issue 29, item 13 (docs/decisions/066): the address has a number, a complement and a
// neighbourhood of its own, and a CEP names its state (and city, where its range is listed).

const { server, vendedor } = useTestServer('vendedor');

const CAXIAS_ADDRESS = {
  street: 'Rua Sinimbu',
  number: '1200',
  complement: 'Sala 2',
  neighborhood: 'Centro',
  state: 'RS',
  city: 'Caxias do Sul',
  zipcode: '95020-000',
};

function projectBody(address: Record<string, unknown>, version?: number) {
  return {
    name: 'Câmaras Serra Gaúcha',
    customer: { name: 'Frigorífico Serra Gaúcha', address },
    ...(version === undefined ? {} : { version }),
  };
}

async function create(address: Record<string, unknown>): Promise<Project> {
  const answer = await vendedor.call('POST', '/v1/projects', projectBody(address));
  expect(answer.status).toBe(201);
  return ProjectSchema.parse(answer.body);
}

describe('the address number, complement and neighbourhood', () => {
  it('are saved apart from the street and read back, and an update changes them', async () => {
    const created = await create(CAXIAS_ADDRESS);
    const read = await vendedor.call('GET', `/v1/projects/${created.id}`);
    expect(ProjectSchema.parse(read.body).customer.address).toEqual({
      street: 'Rua Sinimbu',
      number: '1200',
      complement: 'Sala 2',
      neighborhood: 'Centro',
      state: 'RS',
      city: 'Caxias do Sul',
      country: 'Brasil',
      zipcode: '95020000',
    });

    const updated = await vendedor.call(
      'PUT',
      `/v1/projects/${created.id}`,
      projectBody(
        { ...CAXIAS_ADDRESS, number: 's/n', complement: '', neighborhood: 'São Pelegrino' },
        created.version,
      ),
    );
    expect(updated.status).toBe(200);
    const again = ProjectSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${created.id}`)).body,
    );
    expect(again.customer.address).toMatchObject({
      number: 'S/N',
      complement: null,
      neighborhood: 'São Pelegrino',
    });
  });

  it('are null for a project saved without them', async () => {
    const created = await create({ street: 'Avenida Paulista' });
    expect(created.customer.address).toMatchObject({
      street: 'Avenida Paulista',
      number: null,
      complement: null,
      neighborhood: null,
    });
  });

  it('answer 400 with a Portuguese message on each field too long, and save nothing', async () => {
    const answer = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody({
        ...CAXIAS_ADDRESS,
        number: '9'.repeat(PROJECT_LIMITS.number + 1),
        complement: 'c'.repeat(PROJECT_LIMITS.complement + 1),
        neighborhood: 'b'.repeat(PROJECT_LIMITS.neighborhood + 1),
      }),
    );
    expect(answer.status).toBe(400);
    const details = ApiErrorSchema.parse(answer.body).details ?? [];
    expect(details.map((detail) => [detail.path, detail.message])).toEqual([
      ['customer.address.number', 'O número deve ter no máximo 10 caracteres.'],
      ['customer.address.complement', 'O complemento deve ter no máximo 60 caracteres.'],
      ['customer.address.neighborhood', 'O bairro deve ter no máximo 60 caracteres.'],
    ]);
  });

  it('go into the proposal’s client (what the screen and the documents print)', async () => {
    const project = await create(CAXIAS_ADDRESS);
    const answer = await vendedor.call('POST', `/v1/projects/${project.id}/proposals`);
    expect(answer.status).toBe(201);
    expect(ProposalSchema.parse(answer.body).client.address).toEqual({
      street: 'Rua Sinimbu',
      number: '1200',
      complement: 'Sala 2',
      neighborhood: 'Centro',
      city: 'Caxias do Sul',
      state: 'RS',
      zipcode: '95020000',
      country: 'Brasil',
    });
  });
});

describe('GET /v1/locations/ceps/{cep}', () => {
  async function locate(cep: string) {
    const answer = await vendedor.call('GET', `/v1/locations/ceps/${cep}`);
    expect(answer.status).toBe(200);
    return CepLocationSchema.parse(answer.body);
  }

  it('names the state and the city of a CEP in a listed city’s range', async () => {
    expect(await locate('95020-000')).toEqual({
      cep: '95020000',
      state: 'RS',
      city: 'Caxias do Sul',
    });
    expect(await locate('01310100')).toEqual({ cep: '01310100', state: 'SP', city: 'São Paulo' });
  });

  it('names the state alone where only the state’s range is known, nothing for an unknown CEP', async () => {
    expect(await locate('95500-000')).toEqual({ cep: '95500000', state: 'RS', city: null });
    expect(await locate('00100-000')).toEqual({ cep: '00100000', state: null, city: null });
  });

  it('answers 400 in Portuguese to what is not a CEP, 401 without a session', async () => {
    const answer = await vendedor.call('GET', '/v1/locations/ceps/9502-000');
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).details?.[0]?.message).toBe(
      'Informe um CEP válido (8 dígitos).',
    );
    const anonymous = await fetch(`${server.baseUrl}/v1/locations/ceps/95020000`);
    expect(anonymous.status).toBe(401);
  });
});
