import { ApiErrorSchema, ProjectSchema, RoomSchema, type ApiError } from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type ApiAnswer, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Malformed client values that used to reach the database (or a division) and come back as
 * 500: ids beyond PostgreSQL's integer, NUL bytes, lone surrogates, impossible or far dates,
 * denormal numbers. Each must be a 400 VALIDATION_FAILED naming the field, in Portuguese.
 */

let server: TestServer;
let user: UserClient;
let editor: UserClient;
let projectId: number;
let roomId: number;

const BEYOND_INT4 = 99_999_999_999;

beforeAll(async () => {
  // Thousands of requests from one user: the request limits (rate-limit.test.ts) would answer
  // 429 before the validation this file checks.
  server = await startTestServer({ env: { RATE_LIMIT: 'off' } });
  user = await signInAs(server, 'vendedor');
  editor = await signInAs(server, 'editor');
  const project = await user.call('POST', '/v1/projects', {
    name: 'Entradas malformadas',
    customer: { address: {} },
  });
  expect(project.status).toBe(201);
  projectId = ProjectSchema.parse(project.body).id;
  const room = await user.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom());
  expect(room.status).toBe(201);
  roomId = RoomSchema.parse(room.body).id;
});
afterAll(async () => {
  await server.close();
});

/** A 400 VALIDATION_FAILED with a Portuguese message at `path`. */
function expectRefusedAt(answer: ApiAnswer, path: string): ApiError {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe('VALIDATION_FAILED');
  const issue = error.details?.find((detail) => detail.path === path);
  expect(issue, JSON.stringify(error.details)).toBeDefined();
  // Portuguese, not zod's English default ("Invalid input", "Too big").
  expect(issue?.message).toMatch(/[a-zà-ú]/i);
  expect(issue?.message).not.toMatch(/\b(invalid|expected|too big|too small|number)\b/i);
  return error;
}

function projectBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Projeto', customer: { address: {} }, ...overrides };
}

describe('ids beyond a PostgreSQL integer', () => {
  it('refuses them in paths with 400 at the parameter', async () => {
    expectRefusedAt(await user.call('GET', `/v1/projects/${BEYOND_INT4}`), 'id');
    expectRefusedAt(await user.call('PUT', `/v1/projects/${BEYOND_INT4}`, projectBody()), 'id');
    expectRefusedAt(await user.call('POST', `/v1/projects/${BEYOND_INT4}/copy`), 'id');
    expectRefusedAt(await user.call('GET', `/v1/projects/${BEYOND_INT4}/rooms`), 'projectId');
    expectRefusedAt(await user.call('GET', `/v1/projects/${projectId}/rooms/${BEYOND_INT4}`), 'id');
    expectRefusedAt(
      await user.call('DELETE', `/v1/projects/${projectId}/rooms/${BEYOND_INT4}`),
      'id',
    );
    expectRefusedAt(await user.call('GET', `/v1/goods/groups/${BEYOND_INT4}/goods`), 'id');
  });

  it('still answers 404 for the largest integer id that does not exist', async () => {
    expect((await user.call('GET', '/v1/projects/2147483647')).status).toBe(404);
  });

  it('refuses them as the version of an edit', async () => {
    expectRefusedAt(
      await user.call('PUT', `/v1/projects/${projectId}`, projectBody({ version: BEYOND_INT4 })),
      'version',
    );
    expectRefusedAt(
      await user.call('PUT', `/v1/projects/${projectId}/rooms/${roomId}`, {
        ...buildChilledRoom(),
        version: BEYOND_INT4,
      }),
      'version',
    );
  });

  it('refuses them as catalogue ids of a calculation', async () => {
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/calculation', {
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
        ambientTemperature: 35,
        coldstorageTemperature: 0,
        evaporatorId: BEYOND_INT4,
        condensingUnitId: BEYOND_INT4,
      }),
      'evaporatorId',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/comparison', {
        evaporator: [
          {
            id: BEYOND_INT4,
            refrigerantFluid: 'R404A',
            evaporationTemperature: -8,
          },
        ],
      }),
      'evaporator.0.id',
    );
  });
});

describe('NUL bytes and lone surrogates in text', () => {
  it('refuses a NUL byte in any text field of a project', async () => {
    expectRefusedAt(
      await user.call('POST', '/v1/projects', projectBody({ name: 'a\u0000b' })),
      'name',
    );
    expectRefusedAt(
      await user.call(
        'POST',
        '/v1/projects',
        projectBody({ customer: { name: 'Cliente\u0000', address: {} } }),
      ),
      'customer.name',
    );
    expectRefusedAt(
      await user.call(
        'POST',
        '/v1/projects',
        projectBody({ customer: { address: { street: 'Rua\u0000 1', city: 'Lavras' } } }),
      ),
      'customer.address.street',
    );
    expectRefusedAt(
      await user.call(
        'PUT',
        `/v1/projects/${projectId}`,
        projectBody({ customer: { address: { city: '\u0000' } } }),
      ),
      'customer.address.city',
    );
  });

  it('refuses a NUL byte in a room name and in filters', async () => {
    expectRefusedAt(
      await user.call(
        'POST',
        `/v1/projects/${projectId}/rooms`,
        buildChilledRoom({ name: 'C\u0000' }),
      ),
      'name',
    );
    expectRefusedAt(await user.call('GET', '/v1/projects?projectName=%00'), 'projectName');
    expectRefusedAt(await user.call('GET', '/v1/projects?customerName=a%00b'), 'customerName');
    expectRefusedAt(
      await user.call('GET', '/v1/catalog/evaporators/options?productLine=%00'),
      'productLine',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/catalog', { evaporator: { productLine: 'L\u0000' } }),
      'evaporator.productLine',
    );
  });

  it('refuses a lone surrogate in a name', async () => {
    expectRefusedAt(
      await user.call('POST', '/v1/projects', projectBody({ name: '\ud800' })),
      'name',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/projects', projectBody({ name: 'Câmara \udfff fria' })),
      'name',
    );
    expectRefusedAt(
      await user.call(
        'POST',
        `/v1/projects/${projectId}/rooms`,
        buildChilledRoom({ name: 'x\ud83d' }),
      ),
      'name',
    );
  });

  it('keeps accepting text with accents and emoji (well-formed surrogate pairs)', async () => {
    const answer = await user.call('POST', '/v1/projects', projectBody({ name: 'Açaí ❄️ 🧊' }));
    expect(answer.status).toBe(201);
    expect(ProjectSchema.parse(answer.body).name).toBe('Açaí ❄️ 🧊');
  });
});

describe('line breaks, control characters and direction controls in names', () => {
  // Issue 26: a line break in a project's name broke the e-mail subject built from it, and
  // U+202E (right-to-left override) reached download and attachment names.
  const SPOOFS = [
    'Obra\r\nBcc: espiao@evil.example',
    'Proposta \u202Efdp.exe',
    'A\u2066B\u2069',
    'Tab\tx',
  ];
  const LINE_MESSAGE =
    'Use uma só linha, sem caracteres de controle nem marcas de direção do texto.';

  function expectOneLineRefusedAt(answer: ApiAnswer, path: string) {
    const error = expectRefusedAt(answer, path);
    expect(error.details?.find((issue) => issue.path === path)?.message).toBe(LINE_MESSAGE);
  }

  it.each(SPOOFS)('refuses %j in the project and customer fields', async (spoof) => {
    expectOneLineRefusedAt(
      await user.call('POST', '/v1/projects', projectBody({ name: spoof })),
      'name',
    );
    const customer = (fields: object) => projectBody({ customer: { address: {}, ...fields } });
    expectOneLineRefusedAt(
      await user.call('PUT', `/v1/projects/${projectId}`, customer({ name: spoof })),
      'customer.name',
    );
    expectOneLineRefusedAt(
      await user.call('POST', '/v1/projects', customer({ address: { street: spoof } })),
      'customer.address.street',
    );
    expectOneLineRefusedAt(
      await user.call('POST', '/v1/projects', customer({ address: { city: spoof } })),
      'customer.address.city',
    );
  });

  it.each(SPOOFS)('refuses %j in room, system and template names', async (spoof) => {
    expectOneLineRefusedAt(
      await user.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom({ name: spoof })),
      'name',
    );
    expectOneLineRefusedAt(
      await user.call(
        'PUT',
        `/v1/projects/${projectId}/rooms/${roomId}`,
        buildChilledRoom({ name: spoof }),
      ),
      'name',
    );
    expectOneLineRefusedAt(
      await user.call('POST', `/v1/projects/${projectId}/operating-systems`, {
        name: spoof,
        rack: false,
        operationTemperature: -10,
        refrigerantFluid: 'R404A',
      }),
      'name',
    );
    expectOneLineRefusedAt(
      await editor.call('POST', '/v1/proposals/templates', {
        kind: 'presentation',
        title: spoof,
        text: 'Texto',
      }),
      'title',
    );
  });

  it('keeps accepting accents, emoji and right-to-left scripts, and trims a pasted line break', async () => {
    const answer = await user.call(
      'POST',
      '/v1/projects',
      projectBody({ name: 'Açaí ❄️ عربي\r\n', customer: { name: 'שלום Ltda.', address: {} } }),
    );
    expect(answer.status).toBe(201);
    expect(ProjectSchema.parse(answer.body)).toMatchObject({
      name: 'Açaí ❄️ عربي',
      customer: { name: 'שלום Ltda.' },
    });
  });

  it('still reads projects and rooms stored with such names before they were refused', async () => {
    const stored = 'Câmara \u202Eantiga\r\n1';
    const db = server.database.db;
    await db.execute(
      sql`update projects set name = ${stored}, customer_name = ${stored}, city = ${stored} where id = ${projectId}`,
    );
    await db.execute(
      sql`update rooms set name = ${stored}, data = jsonb_set(data, '{name}', to_jsonb(${stored}::text)) where id = ${roomId}`,
    );
    const project = await user.call('GET', `/v1/projects/${projectId}`);
    expect(project.status).toBe(200);
    expect(ProjectSchema.parse(project.body)).toMatchObject({
      name: stored,
      customer: { name: stored },
    });
    const list = await user.call('GET', '/v1/projects');
    expect(list.status).toBe(200);
    const room = await user.call('GET', `/v1/projects/${projectId}/rooms/${roomId}`);
    expect(room.status, JSON.stringify(room.body)).toBe(200);
    expect(RoomSchema.parse(room.body).name).toBe(stored);
    const rooms = await user.call('GET', `/v1/projects/${projectId}/rooms`);
    expect(rooms.status).toBe(200);
    expect(JSON.stringify(rooms.body)).not.toContain('STORED_ROOM_INVALID');
    const copy = await user.call('POST', `/v1/projects/${projectId}/copy`);
    expect(copy.status).toBe(201);
    const copiedRooms = await user.call(
      'GET',
      `/v1/projects/${ProjectSchema.parse(copy.body).id}/rooms`,
    );
    expect(JSON.stringify(copiedRooms.body)).toContain('antiga');
    // Saving one again asks for a clean name, in Portuguese.
    expectOneLineRefusedAt(
      await user.call('PUT', `/v1/projects/${projectId}/rooms/${roomId}`, {
        ...buildChilledRoom({ name: stored }),
        version: RoomSchema.parse(room.body).version,
      }),
      'name',
    );
  });
});

describe('values that overflow a computation', () => {
  it('refuses a room whose heat load overflows to Infinity, and stores nothing', async () => {
    const before = await user.call<unknown[]>('GET', `/v1/projects/${projectId}/rooms`);
    const room = buildChilledRoom();
    const [wall, ...walls] = room.heatTransfer.walls;
    const answer = await user.call('POST', `/v1/projects/${projectId}/rooms`, {
      ...room,
      heatTransfer: { ...room.heatTransfer, walls: [{ ...wall, length: 1e308 }, ...walls] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.[0]?.path).toMatch(/^heatTransfer/);
    expect(error.details?.[0]?.message).toMatch(/grande|máximo/);
    const after = await user.call<unknown[]>('GET', `/v1/projects/${projectId}/rooms`);
    expect(after.body).toEqual(before.body);
  });
});

describe('the token endpoint', () => {
  it('refuses a NUL byte in a refresh token with 400, not a provider failure', async () => {
    const response = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=abc%00def',
    });
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.[0]?.path).toBe('refresh_token');
  });
});

describe('dates of the project filters', () => {
  it.each(['0000-01-01', '9999-12-31', '2024-02-31', '2023-02-29', '2024-13-01', '1899-12-31'])(
    'refuses %s as a start or end date',
    async (date) => {
      expectRefusedAt(await user.call('GET', `/v1/projects?startDate=${date}`), 'startDate');
      expectRefusedAt(await user.call('GET', `/v1/projects?endDate=${date}`), 'endDate');
    },
  );

  it('accepts a leap day and the ends of the range', async () => {
    const answer = await user.call('GET', '/v1/projects?startDate=2024-02-29&endDate=2100-12-31');
    expect(answer.status).toBe(200);
    expect((await user.call('GET', '/v1/projects?startDate=1900-01-01')).status).toBe(200);
  });
});

describe('page and size of the project list', () => {
  it.each(['2147483648', '99999999999', '100001', '1e400', '1.5', '0'])(
    'refuses page=%s with 400 at page',
    async (page) => {
      expectRefusedAt(await user.call('GET', `/v1/projects?page=${page}`), 'page');
    },
  );

  it('refuses a page whose offset would pass a PostgreSQL integer at the largest size', async () => {
    expectRefusedAt(await user.call('GET', '/v1/projects?page=21474837&size=100'), 'page');
  });

  it.each(['101', '2147483648', '0', '-1'])('refuses size=%s with 400 at size', async (size) => {
    expectRefusedAt(await user.call('GET', `/v1/projects?size=${size}`), 'size');
  });

  it('answers the last page allowed at the largest size, empty', async () => {
    const answer = await user.call('GET', '/v1/projects?page=100000&size=100');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });
});

describe('denormal and huge numbers in catalogue searches and calculations', () => {
  const unitSearch = {
    refrigerantFluid: 'R404A',
    unitCapacity: 12_000,
    evaporationTemperature: -10,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 2,
  };
  const evaporatorSearch = {
    refrigerantFluid: 'R404A',
    evaporationTemperature: -8,
    evaporatorDt: 6,
    count: 2,
    unitCapacity: 6000,
  };

  it('refuses a denormal required capacity (the capacity ratio would be infinite)', async () => {
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/condensing-units/search', {
        ...unitSearch,
        unitCapacity: 5e-324,
      }),
      'unitCapacity',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/evaporators/search', {
        ...evaporatorSearch,
        unitCapacity: 5e-324,
      }),
      'unitCapacity',
    );
  });

  it('refuses huge and tiny numbers in search filters and calculation bodies', async () => {
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/evaporators/search', {
        ...evaporatorSearch,
        fanDiameter: 1e-320,
      }),
      'fanDiameter',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/condensing-units/search', {
        ...unitSearch,
        powerSupply: { voltage: 1e308 },
      }),
      'powerSupply.voltage',
    );
    expectRefusedAt(
      await user.call('POST', '/v1/catalog/calculation', {
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
        ambientTemperature: 35,
        coldstorageTemperature: 0,
        evaporatorCapacity: 5e-324,
        condensingUnitCapacity: 8000,
        condensingUnitPower: 1e-310,
      }),
      'evaporatorCapacity',
    );
  });

  it('still answers an ordinary unit search', async () => {
    expect(
      (await user.call('POST', '/v1/catalog/condensing-units/search', unitSearch)).status,
    ).toBe(200);
  });
});
