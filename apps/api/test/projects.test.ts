import {
  ApiErrorSchema,
  ProjectSchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  z,
  type Project,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

const { server, vendedor, projetista, editor } = useTestServer('vendedor', 'projetista', 'editor');

function projectBody(name: string, customer: Record<string, unknown> = {}) {
  return {
    name,
    status: 'PENDING',
    customer: { name: 'Laticínios Serra Azul', address: {}, ...customer },
  };
}

async function create(
  user: UserClient,
  name: string,
  customer?: Record<string, unknown>,
): Promise<Project> {
  const answer = await user.call('POST', '/v1/projects', projectBody(name, customer));
  expect(answer.status).toBe(201);
  return ProjectSchema.parse(answer.body);
}

function parseLinks(header: string | null): Record<string, URL> {
  const links: Record<string, URL> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(\w+)"/.exec(part.trim());
    if (match?.[1] && match[2]) links[match[2]] = new URL(match[1]);
  }
  return links;
}

describe('creating and editing projects', () => {
  it('creates a project with the masks stripped, owned by the caller, Valor 0', async () => {
    const project = await create(vendedor, 'Câmara de Laticínios', {
      email: 'compras@serraazul.com.br',
      cnpj: '11.222.333/0001-81',
      phone: '(35) 99876-5432',
      address: {
        street: 'Rua das Flores, 100',
        state: 'MG',
        city: 'poços de caldas',
        zipcode: '37701-000',
      },
      segment: 'SUPERMARKET',
    });
    expect(project).toMatchObject({
      name: 'Câmara de Laticínios',
      status: 'PENDING',
      owner: { username: 'vendedor' },
      totalValue: 0,
      version: 1,
      customer: {
        cnpj: '11222333000181',
        phone: '35998765432',
        address: { state: 'MG', city: 'Poços de Caldas', zipcode: '37701000', country: 'Brasil' },
      },
    });
    const fetched = await vendedor.call('GET', `/v1/projects/${project.id}`);
    expect(ProjectSchema.parse(fetched.body)).toEqual(project);
  });

  it('answers 400 with a Portuguese message on each bad field', async () => {
    const answer = await vendedor.call('POST', '/v1/projects', {
      name: '',
      customer: { email: 'x@', cnpj: '11.222.333/0001-82', address: { zipcode: '1234' } },
    });
    expect(answer.status).toBe(400);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Informe o nome do projeto.' },
        { path: 'customer.email', message: 'Informe um e-mail válido.' },
        { path: 'customer.cnpj', message: 'CNPJ inválido: confira os dígitos verificadores.' },
        { path: 'customer.address.zipcode', message: 'Informe um CEP válido (8 dígitos).' },
      ]),
    );
  });

  it('refuses a city that is not in the chosen state', async () => {
    const answer = await vendedor.call(
      'POST',
      '/v1/projects',
      projectBody('Cidade errada', { address: { state: 'SP', city: 'Manaus' } }),
    );
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).details).toEqual([
      { path: 'customer.address.city', message: 'Cidade não encontrada neste estado.' },
    ]);
  });

  it('accepts an alphanumeric CNPJ', async () => {
    const project = await create(vendedor, 'CNPJ novo', { cnpj: '12.ABC.345/01DE-35' });
    expect(project.customer.cnpj).toBe('12ABC34501DE35');
  });

  it('updates with the loaded version and refuses a stale one with 409', async () => {
    const project = await create(vendedor, 'Versões');
    const first = await vendedor.call('PUT', `/v1/projects/${project.id}`, {
      ...projectBody('Versões 2'),
      status: 'SENT',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(ProjectSchema.parse(first.body)).toMatchObject({
      name: 'Versões 2',
      status: 'SENT',
      version: 2,
    });
    const stale = await vendedor.call('PUT', `/v1/projects/${project.id}`, {
      ...projectBody('Versões 3'),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(ApiErrorSchema.parse(stale.body).code).toBe('CONFLICT');
  });

  it('answers 428 to an update without a version, and takes it from If-Match as well', async () => {
    const project = await create(vendedor, 'Sem versão');
    const missing = await vendedor.call(
      'PUT',
      `/v1/projects/${project.id}`,
      projectBody('Sem versão 2'),
    );
    expect(missing.status).toBe(428);
    expect(ApiErrorSchema.parse(missing.body).code).toBe('PRECONDITION_REQUIRED');
    const read = await fetch(`${server.baseUrl}/v1/projects/${project.id}`, {
      headers: { authorization: `Bearer ${vendedor.accessToken}` },
    });
    // The version, then a digest of the answer (docs/decisions/034).
    expect(read.headers.get('etag')).toMatch(new RegExp(`^"${project.version}-[\\w-]+"$`));
    const put = () =>
      fetch(`${server.baseUrl}/v1/projects/${project.id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${vendedor.accessToken}`,
          'content-type': 'application/json',
          'if-match': read.headers.get('etag') ?? '',
        },
        body: JSON.stringify(projectBody('Com If-Match')),
      });
    const saved = await put();
    expect(saved.status).toBe(200);
    expect(ProjectSchema.parse(await saved.json())).toMatchObject({
      name: 'Com If-Match',
      version: project.version + 1,
    });
    expect((await put()).status).toBe(409);
  });

  // 400 writes: minutes on a busy machine, so a time limit of its own.
  it('lets exactly one of several racing saves of one version win, round after round', async () => {
    const project = await create(vendedor, 'Corrida');
    const rounds = 100;
    const racers = 4;
    let version = project.version;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: racers }, (_, racer) =>
          vendedor.call('PUT', `/v1/projects/${project.id}`, {
            ...projectBody(`Corrida ${round}.${racer}`),
            version,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([
        200,
        ...Array.from({ length: racers - 1 }, () => 409),
      ]);
      const winner = ProjectSchema.parse(answers.find((answer) => answer.status === 200)?.body);
      expect(winner.version).toBe(version + 1);
      version = winner.version;
    }
  }, 180_000);

  it('offers editors only two segments, but lets them keep a saved one', async () => {
    const refused = await editor.call(
      'POST',
      '/v1/projects',
      projectBody('Revenda do editor', { segment: 'RESALE' }),
    );
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(refused.body).details?.[0]?.path).toBe('customer.segment');

    const project = await create(vendedor, 'Revenda do vendedor', { segment: 'RESALE' });
    const kept = await editor.call('PUT', `/v1/projects/${project.id}`, {
      ...projectBody('Revenda do vendedor', { segment: 'RESALE' }),
      status: 'IN_REVIEW',
      version: project.version,
    });
    expect(kept.status).toBe(200);
  });

  it('copies a project as "Cópia de …", pending, owned by whoever copies it', async () => {
    const project = await create(vendedor, 'Original', { segment: 'EXPORT' });
    await vendedor.call('PUT', `/v1/projects/${project.id}`, {
      ...projectBody('Original', { segment: 'EXPORT' }),
      status: 'CLOSED_WON',
      version: project.version,
    });
    const answer = await vendedor.call('POST', `/v1/projects/${project.id}/copy`);
    expect(answer.status).toBe(201);
    const copy = ProjectSchema.parse(answer.body);
    expect(copy.id).not.toBe(project.id);
    expect(copy).toMatchObject({
      name: 'Cópia de Original',
      status: 'PENDING',
      customer: { segment: 'EXPORT' },
    });
  });
});

describe('ownership', () => {
  it('keeps vendedor’s project from projetista, and shows it to editor', async () => {
    const project = await create(vendedor, 'Segredo do vendedor');
    expect((await projetista.call('GET', `/v1/projects/${project.id}`)).status).toBe(404);
    expect(
      (
        await projetista.call('PUT', `/v1/projects/${project.id}`, {
          ...projectBody('Invadido'),
          version: project.version,
        })
      ).status,
    ).toBe(404);
    expect((await projetista.call('POST', `/v1/projects/${project.id}/copy`)).status).toBe(404);
    const list = await projetista.call('GET', '/v1/projects?projectName=Segredo');
    expect(z.array(ProjectSchema).parse(list.body)).toEqual([]);

    expect((await editor.call('GET', `/v1/projects/${project.id}`)).status).toBe(200);
    const editorList = await editor.call('GET', '/v1/projects?projectName=Segredo');
    expect(
      z
        .array(ProjectSchema)
        .parse(editorList.body)
        .map((p) => p.id),
    ).toContain(project.id);
    expect((await vendedor.call('GET', `/v1/projects/${project.id}`)).status).toBe(200);
  });

  it('answers 401 without a token and 404 for an unknown id', async () => {
    expect((await fetch(`${server.baseUrl}/v1/projects`)).status).toBe(401);
    expect((await vendedor.call('GET', '/v1/projects/999999')).status).toBe(404);
  });
});

describe('the list: pagination and filters', () => {
  it('pages with a total header and first/prev/next/last links that keep the filters', async () => {
    const user = await signInAs(server, 'projetista');
    for (let i = 1; i <= 23; i += 1) await create(user, `Paginado ${String(i).padStart(2, '0')}`);
    const answer = await user.call('GET', '/v1/projects?projectName=paginado&page=2&size=10');
    expect(answer.status).toBe(200);
    const items = z.array(ProjectSchema).parse(answer.body);
    expect(items.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paginado ${String(13 - i).padStart(2, '0')}`),
    );
    expect(answer.headers.get(TOTAL_COUNT_HEADER)).toBe('23');
    const links = parseLinks(answer.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(links.first?.searchParams.get('page')).toBe('1');
    expect(links.prev?.searchParams.get('page')).toBe('1');
    expect(links.next?.searchParams.get('page')).toBe('3');
    expect(links.last?.searchParams.get('page')).toBe('3');
    expect(links.next?.searchParams.get('projectName')).toBe('paginado');

    const last = await user.call(
      'GET',
      links.last ? `${links.last.pathname}${links.last.search}` : '',
    );
    expect(z.array(ProjectSchema).parse(last.body)).toHaveLength(3);
    expect(parseLinks(last.headers.get('link')).next).toBeUndefined();
  });

  it('filters by project name, customer name, status and creation dates', async () => {
    const a = await create(vendedor, 'Filtro Açougue', { name: 'Frigorífico Boi Gordo' });
    const b = await create(vendedor, 'Filtro Peixaria', { name: 'Pescados do Sul' });
    await vendedor.call('PUT', `/v1/projects/${b.id}`, {
      ...projectBody('Filtro Peixaria', { name: 'Pescados do Sul' }),
      status: 'SENT',
      version: b.version,
    });
    const ids = async (query: string) =>
      z
        .array(ProjectSchema)
        .parse((await vendedor.call('GET', `/v1/projects?${query}`)).body)
        .map((p) => p.id);

    expect(await ids('projectName=filtro%20a%C3%87')).toEqual([a.id]);
    expect(await ids('projectName=filtro&customerName=PESCADOS')).toEqual([b.id]);
    expect(await ids('projectName=filtro&status=SENT')).toEqual([b.id]);
    expect(await ids('projectName=filtro&status=PENDING')).toEqual([a.id]);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`projectName=filtro&startDate=${today}&endDate=${today}`)).toEqual([
      b.id,
      a.id,
    ]);
    expect(await ids('projectName=filtro&endDate=2020-01-01')).toEqual([]);
    expect(await ids('projectName=100%25')).toEqual([]);
  });

  it('finds names ignoring accents and case, both ways, with the trigram indexes', async () => {
    const acai = await create(vendedor, 'Açaí Norte Acentos', { name: 'Pão de Açúcar' });
    const plain = await create(vendedor, 'ACAI SUL ACENTOS', { name: 'Pao de Acucar Ltda' });
    await create(vendedor, 'Caju Acentos', { name: 'Padaria Central' });
    const ids = async (query: string) =>
      z
        .array(ProjectSchema)
        .parse((await vendedor.call('GET', `/v1/projects?${query}`)).body)
        .map((p) => p.id);

    expect(await ids(`projectName=${encodeURIComponent('acai')}`)).toEqual([plain.id, acai.id]);
    expect(await ids(`projectName=${encodeURIComponent('AÇAÍ norte')}`)).toEqual([acai.id]);
    expect(await ids(`customerName=${encodeURIComponent('pao de acucar')}`)).toEqual([
      plain.id,
      acai.id,
    ]);
    expect(await ids(`customerName=${encodeURIComponent('PÃO DE AÇÚCAR LTDA')}`)).toEqual([
      plain.id,
    ]);
    // The search reads the stored unaccented column, which the trigram index covers.
    const plan = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`EXPLAIN SELECT id FROM projects WHERE name_search LIKE f_unaccent(lower(${'%acai%'}::text))`,
      );
    });
    expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toContain(
      'projects_name_search_trgm_idx',
    );
  });

  it('searches the saved names: a renamed project is found by its new name only', async () => {
    const project = await create(vendedor, 'Renomeado Ímpar', { name: 'Cliente Antigo' });
    const renamed = await vendedor.call('PUT', `/v1/projects/${project.id}`, {
      ...projectBody('Renomeado Órfão', { name: 'Sorveteria Nova' }),
      version: project.version,
    });
    expect(renamed.status).toBe(200);
    const ids = async (query: string) =>
      z
        .array(ProjectSchema)
        .parse((await vendedor.call('GET', `/v1/projects?${query}`)).body)
        .map((p) => p.id);
    expect(await ids('projectName=renomeado%20impar')).toEqual([]);
    expect(await ids('projectName=renomeado%20orfao')).toEqual([project.id]);
    expect(await ids('customerName=antigo')).toEqual([]);
    expect(await ids('customerName=SORVETERIA%20n')).toEqual([project.id]);
  });

  it('scopes a search to the caller’s own projects, editors seeing everyone’s', async () => {
    const mine = await create(vendedor, 'Escopo Comum', { name: 'Escopo Cliente' });
    const theirs = await create(projetista, 'Escopo Comum', { name: 'Escopo Cliente' });
    const ids = async (user: UserClient, query: string) =>
      z
        .array(ProjectSchema)
        .parse((await user.call('GET', `/v1/projects?${query}`)).body)
        .map((p) => p.id);
    expect(await ids(vendedor, 'projectName=escopo&customerName=escopo')).toEqual([mine.id]);
    expect(await ids(projetista, 'projectName=escopo&customerName=escopo')).toEqual([theirs.id]);
    expect(await ids(editor, 'projectName=escopo&customerName=escopo')).toEqual([
      theirs.id,
      mine.id,
    ]);
  });

  it('finds in an own search exactly what an editor finds among that owner’s projects', async () => {
    // Own searches also ask the owner's trigram keys (migration 0014); they must never drop a row
    // the LIKE would keep: punctuation, accents, non-Latin letters, escaped % and _, short texts.
    const names = [
      'Carnes-1 Açaí',
      'Descarnes_50% off',
      'Ação Çarnes',
      'a_b Chaves',
      'AB chaves',
      'Frigorífico Nº 12',
      '日本語 carnes 東京',
      'Straße Über',
    ];
    for (const name of names) await create(vendedor, name, { name: `Cliente ${name}` });
    await create(vendedor, 'Sem cliente carnes', { name: undefined });
    await create(projetista, 'Carnes de outro dono', { name: 'Cliente Carnes' });
    const ids = async (user: UserClient, query: string) =>
      z
        .array(ProjectSchema)
        .parse((await user.call('GET', `/v1/projects?size=100&${query}`)).body)
        .filter((p) => p.owner.username === 'vendedor')
        .map((p) => p.id);
    const texts = [
      'carnes',
      'CARNES-1',
      'arne',
      'açaí',
      'acao carnes',
      'a_b',
      '50%',
      '_50',
      'ab',
      'rne',
      'nº 12',
      '日本語 car',
      '東京',
      'strasse',
      'straße',
      'über',
      's 1',
      'x',
    ];
    for (const text of texts) {
      for (const field of ['projectName', 'customerName']) {
        const query = `${field}=${encodeURIComponent(text)}`;
        const expected = await ids(editor, query);
        expect({ query, ids: await ids(vendedor, query) }).toEqual({ query, ids: expected });
      }
    }
    expect((await ids(vendedor, 'projectName=carnes')).length).toBe(5);
  });

  it('counts five pages past the page and says "more than" beyond, exactly short of it', async () => {
    const seed = await create(vendedor, 'Semente da contagem');
    await server.database.db.execute(
      sql`INSERT INTO projects (owner_id, name, status) SELECT owner_id, 'Massa ' || g, 'PENDING' FROM projects, generate_series(1, 150) g WHERE id = ${seed.id}`,
    );
    const list = async (query: string) => {
      const answer = await editor.call('GET', `/v1/projects?${query}`);
      return {
        names: z
          .array(ProjectSchema)
          .parse(answer.body)
          .map((p) => p.name),
        total: answer.headers.get(TOTAL_COUNT_HEADER),
        capped: answer.headers.get(TOTAL_COUNT_CAPPED_HEADER),
        links: parseLinks(answer.headers.get('link')),
      };
    };
    const first = await list('projectName=massa&page=1&size=10');
    expect(first.names).toEqual(Array.from({ length: 10 }, (_, i) => `Massa ${150 - i}`));
    expect([first.total, first.capped]).toEqual(['50', 'true']);
    expect(first.links.next?.searchParams.get('page')).toBe('2');
    expect(first.links.last?.searchParams.get('page')).toBe('5');
    // Page 3 counts up to 20 + 50 rows: still more.
    const third = await list('projectName=massa&page=3&size=10');
    expect(third.names[0]).toBe('Massa 130');
    expect([third.total, third.capped]).toEqual(['70', 'true']);
    // Page 10 counts up to 90 + 50 = 140, page 11 up to 150: all of them, exactly.
    const tenth = await list('projectName=massa&page=10&size=10');
    expect([tenth.total, tenth.capped]).toEqual(['140', 'true']);
    const eleventh = await list('projectName=massa&page=11&size=10');
    expect([eleventh.total, eleventh.capped]).toEqual(['150', null]);
    expect(eleventh.links.last?.searchParams.get('page')).toBe('15');
    // The last page, full or short, and a page past the end know the exact total.
    const last = await list('projectName=massa&page=15&size=10');
    expect(last.names).toEqual(Array.from({ length: 10 }, (_, i) => `Massa ${10 - i}`));
    expect([last.total, last.capped]).toEqual(['150', null]);
    expect(last.links.next).toBeUndefined();
    const short = await list('projectName=massa&page=4&size=40');
    expect(short.names).toHaveLength(30);
    expect([short.total, short.capped]).toEqual(['150', null]);
    const beyond = await list('projectName=massa&page=16&size=10');
    expect([beyond.names, beyond.total, beyond.capped]).toEqual([[], '150', null]);
    // A larger page counts further, five of its pages: 20 a page up to 100, 30 a page up to 150
    // (all of them, exactly), 100 a page up to 500.
    const twenty = await list('projectName=massa&page=1&size=20');
    expect([twenty.total, twenty.capped]).toEqual(['100', 'true']);
    const thirty = await list('projectName=massa&page=1&size=30');
    expect([thirty.total, thirty.capped]).toEqual(['150', null]);
    const large = await list('projectName=massa&page=1&size=100');
    expect([large.total, large.capped]).toEqual(['150', null]);
    const one = await list('projectName=massa%20150');
    expect([one.names, one.total, one.capped]).toEqual([['Massa 150'], '1', null]);
  });

  it('refuses a malformed query with field messages', async () => {
    const answer = await vendedor.call(
      'GET',
      '/v1/projects?page=0&size=500&status=QUALQUER&startDate=ontem',
    );
    expect(answer.status).toBe(400);
    const paths = ApiErrorSchema.parse(answer.body).details?.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['page', 'size', 'status', 'startDate']));
  });
});

describe('locations', () => {
  it('lists the 27 states and the municipalities of one', async () => {
    const states = await vendedor.call<unknown[]>('GET', '/v1/locations/states');
    expect(states.body).toHaveLength(27);
    const cities = await vendedor.call<{ name: string }[]>('GET', '/v1/locations/states/RR/cities');
    expect(cities.body.map((c) => c.name)).toContain('Boa Vista');
    expect(cities.body).toHaveLength(15);
    expect((await vendedor.call('GET', '/v1/locations/states/XX/cities')).status).toBe(400);
  });
});
