import { createHash } from 'node:crypto';
import { ProjectListQuerySchema, ProjectSchema, z, type Project } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serializeProjectPage } from '../src/modules/projects/project-list.service.ts';
import {
  findProjectPage,
  projectPagesQueryFor,
} from '../src/modules/projects/project-list.repository.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { holdNextExecute } from './support/hold-execute.ts';
import { plansKept } from './support/plans-kept.ts';
import { revalidatingGet } from './support/revalidating-get.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The project list keeps each listed project's presentation, and each page's serialized text, by
// stamp (modules/projects/project-list.service.ts). What a seller sees must never be old: every
// write to a project, its owner or its draft proposal, through the API or by hand in the database,
// shows in the next list.

let server: TestServer;
let vendedor: UserClient;
let editor: UserClient;
let ownerId: string;

beforeAll(async () => {
  server = await startTestServer();
  [vendedor, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'editor'),
  ]);
  await create('Projeto da lista 1');
  const rows = await selectRows<{ id: string }>(
    sql`select id from app_users where username = 'vendedor'`,
  );
  ownerId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await server.close();
});

async function selectRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function create(name: string): Promise<Project> {
  const answer = await vendedor.call('POST', '/v1/projects', { name, customer: { address: {} } });
  expect(answer.status).toBe(201);
  return ProjectSchema.parse(answer.body);
}

async function list(client: UserClient = vendedor, search = ''): Promise<Project[]> {
  const answer = await client.call('GET', `/v1/projects${search}`);
  expect(answer.status).toBe(200);
  return z.array(ProjectSchema).parse(answer.body);
}

const itemOf = (items: Project[], id: number) => items.find((item) => item.id === id);

describe('the project list kept in memory never shows an old project', () => {
  it('shows a saved project, a new project and a copy on the next list', async () => {
    const project = await create('Sorveteria Norte');
    const before = await list();
    expect(itemOf(before, project.id)).toEqual(project);
    expect(await list()).toEqual(before);

    const saved = await vendedor.call('PUT', `/v1/projects/${project.id}`, {
      name: 'Sorveteria Norte II',
      customer: { name: 'Gelados SA', address: {} },
      version: project.version,
    });
    expect(saved.status).toBe(200);
    const added = await create('Pescados Sul');
    const after = await list();
    expect(after[0]?.id).toBe(added.id);
    expect(itemOf(after, project.id)).toEqual(ProjectSchema.parse(saved.body));

    const copy = await vendedor.call('POST', `/v1/projects/${project.id}/copy`);
    expect(copy.status).toBe(201);
    expect((await list())[0]).toEqual(ProjectSchema.parse(copy.body));
  });

  it('shows a hand edit of a project, version and update time untouched', async () => {
    const project = await create('Laticínios Oeste');
    expect(itemOf(await list(), project.id)?.name).toBe('Laticínios Oeste');
    await server.database.db.execute(
      sql`update projects set name = 'Editado à mão', customer_name = 'Cliente à mão' where id = ${project.id}`,
    );
    const edited = itemOf(await list(), project.id);
    expect(edited).toMatchObject({
      name: 'Editado à mão',
      customer: { name: 'Cliente à mão' },
      version: project.version,
      updatedAt: project.updatedAt,
    });
  });

  it("shows a hand edit of the owner's name and of the draft proposal's total (Valor)", async () => {
    const project = await create('Frigorífico Leste');
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 0 });
    await server.database.db.execute(
      sql`insert into proposals (project_id, year, number, revision, status, total_brl, created_by)
          values (${project.id}, 2026, ${900_000 + project.id}, 0, 'DRAFT', 1234.5, ${ownerId})`,
    );
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 1234.5 });
    await server.database.db.execute(
      sql`update proposals set total_brl = 99.9 where project_id = ${project.id}`,
    );
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 99.9 });
    await server.database.db.execute(sql`delete from proposals where project_id = ${project.id}`);
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 0 });
    // A draft issued by hand no longer counts; one turned back into the draft counts again.
    await server.database.db.execute(
      sql`insert into proposals (project_id, year, number, revision, status, total_brl, created_by)
          values (${project.id}, 2026, ${900_000 + project.id}, 1, 'DRAFT', 77, ${ownerId})`,
    );
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 77 });
    await server.database.db.execute(
      sql`update proposals set status = 'ISSUED' where project_id = ${project.id}`,
    );
    expect(itemOf(await list(), project.id)).toMatchObject({ totalValue: 0 });
    await server.database.db.execute(
      sql`update proposals set status = 'DRAFT' where project_id = ${project.id}`,
    );
    expect(itemOf(await list(), project.id)).toMatchObject({
      totalValue: 77,
      version: project.version,
      updatedAt: project.updatedAt,
    });

    await server.database.db.execute(
      sql`update app_users set name = 'Nome trocado à mão' where id = ${ownerId}`,
    );
    const items = await list();
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.owner.name).toBe('Nome trocado à mão');
    await server.database.db.execute(
      sql`update app_users set username = 'vendedor_mao' where id = ${ownerId}`,
    );
    for (const item of await list()) expect(item.owner.username).toBe('vendedor_mao');
    await server.database.db.execute(
      sql`update app_users set username = 'vendedor' where id = ${ownerId}`,
    );
    // The editor sees the same projects, from the same kept presentations.
    expect(itemOf(await list(editor), project.id)).toEqual(itemOf(items, project.id));
  });

  it("saves a project while a write of its draft's total holds the project's row, version untouched, and reprices the draft", async () => {
    const project = await create('Hortifruti Centro');
    await server.database.db.execute(
      sql`insert into proposals (project_id, year, number, revision, status, total_brl, created_by)
          values (${project.id}, 2026, ${700_000 + project.id}, 0, 'DRAFT', 5, ${ownerId})`,
    );
    let saved: Promise<{ status: number; body: unknown }> | undefined;
    await server.database.db.transaction(async (tx) => {
      // The total's trigger raises the project's list_rev: the row stays locked until commit.
      await tx.execute(sql`update proposals set total_brl = 6 where project_id = ${project.id}`);
      saved = vendedor.call('PUT', `/v1/projects/${project.id}`, {
        name: 'Hortifruti Centro II',
        customer: { address: {} },
        version: project.version,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const answer = await saved;
    expect(answer?.status).toBe(200);
    expect(ProjectSchema.parse(answer?.body).version).toBe(project.version + 1);
    // The save waited for the total's write, then repriced the draft from what it holds (ADR 072:
    // the customer prices the taxes): a draft with no priced line is worth R$ 0, not the 6 written.
    expect(itemOf(await list(), project.id)).toMatchObject({
      name: 'Hortifruti Centro II',
      totalValue: 0,
      version: project.version + 1,
    });
  });

  it("keeps the page's stamps through writes the list does not show: a user's last sign-in, an unchanged name", async () => {
    await create('Distribuidora Norte');
    await create('Cooperativa Sul');
    const db = server.database.db;
    const query = ProjectListQuerySchema.parse({});
    const stamps = async () => (await findProjectPage(db, query, ownerId)).rows;
    const before = await stamps();
    expect(before.length).toBeGreaterThan(1);
    // The stamps come from the projects rows alone (migration 0017): the owner's row is written
    // on sign-in (last_seen_at, the same name again), which must not make every project new.
    await db.execute(
      sql`update app_users set last_seen_at = now(), name = name, email = 'outro@example.com' where id = ${ownerId}`,
    );
    expect(await stamps()).toEqual(before);
    // A proposal's write that leaves its draft's total as it was does not either.
    const [project] = before;
    if (!project) throw new Error('a project');
    await db.execute(
      sql`insert into proposals (project_id, year, number, revision, status, total_brl, created_by)
          values (${project.id}, 2026, ${800_000 + project.id}, 50, 'ISSUED', 10, ${ownerId})`,
    );
    const issued = sql`number = ${800_000 + project.id}`;
    await db.execute(sql`update proposals set updated_at = now(), total_brl = 11 where ${issued}`);
    await db.execute(sql`delete from proposals where ${issued}`);
    expect(await stamps()).toEqual(before);
  });

  it('sends a page whose tag names its bytes and headers, and a new page and tag after a hand edit', async () => {
    const project = await create('Açougue Central');
    const path = `${server.baseUrl}/v1/projects?size=3`;
    const get = revalidatingGet(path, vendedor.accessToken);
    const first = await get();
    const firstText = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const again = await get();
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get({ 'if-none-match': etag })).status).toBe(304);

    await server.database.db.execute(
      sql`update projects set status = 'SENT' where id = ${project.id}`,
    );
    const edited = await get({ 'if-none-match': etag });
    expect(edited.status).toBe(200);
    const editedText = await edited.text();
    expect(edited.headers.get('etag')).not.toBe(etag);
    const hash = createHash('sha1').update(editedText);
    for (const name of ['x-total-count', 'x-total-count-capped', 'link'])
      hash.update(`\n${name}: ${edited.headers.get(name) ?? ''}`);
    expect(edited.headers.get('etag')).toBe(`"${hash.digest('base64url')}"`);
    const items = z.array(ProjectSchema).parse(JSON.parse(editedText));
    expect(itemOf(items, project.id)?.status).toBe('SENT');
  });

  it('keeps a serialized page only when every project read is the version its stamp names', async () => {
    const db = server.database.db;
    const query = ProjectListQuerySchema.parse({});
    const page = await findProjectPage(db, query, ownerId);
    if (page.rows.length < 2) throw new Error('the seller has projects by now');
    let serialized = 0;
    const serialize = (items: Project[]) => {
      serialized += 1;
      return JSON.stringify(items);
    };
    const current = await serializeProjectPage(db, page.rows, serialize);
    expect(await serializeProjectPage(db, page.rows, serialize)).toBe(current);
    expect(serialized).toBe(1);

    // Stamps read before a save (the row read has another stamp) or naming a project gone since:
    // the page is made, but never kept under those stamps.
    const [firstRow, ...others] = page.rows;
    if (!firstRow) throw new Error('a project');
    const outdated = [{ id: firstRow.id, stamp: `${firstRow.stamp}:before-a-save` }, ...others];
    const vanished = [...page.rows, { id: 2_000_000_000, stamp: 'gone' }];
    for (const stamps of [outdated, vanished]) {
      serialized = 0;
      await serializeProjectPage(db, stamps, serialize);
      await serializeProjectPage(db, stamps, serialize);
      expect(serialized).toBe(2);
    }
  });
});

describe('project pages read together', () => {
  const query = (search: Record<string, unknown> = {}) => ProjectListQuerySchema.parse(search);

  it("reads the lists of different owners and pages asked for in one turn in one round trip, and a search or the editors' list beside them", async () => {
    await create('Projeto em lote 1');
    await create('Projeto em lote 2');
    const [editorRow] = await selectRows<{ id: string }>(
      sql`select id from app_users where username = 'editor'`,
    );
    const editorId = editorRow?.id ?? '';
    const db = server.database.db;
    const asked = [
      () => findProjectPage(db, query(), ownerId),
      () => findProjectPage(db, query({ page: 2, size: 1 }), ownerId),
      () => findProjectPage(db, query(), editorId),
      () => findProjectPage(db, query({ projectName: 'lote 2' }), ownerId),
      () => findProjectPage(db, query(), undefined),
    ];
    // Each page alone, one turn each: what the shared reads must answer.
    const alone = [];
    for (const read of asked) alone.push(await read());
    expect(alone[1]?.rows).toEqual(alone[0]?.rows.slice(1, 2));
    expect(alone[3]?.rows).toHaveLength(1);

    const ownersPages = projectPagesQueryFor(db, query(), ownerId);
    const execute = vi.spyOn(ownersPages, 'execute');
    try {
      const together = await Promise.all(asked.map((read) => read()));
      expect(together).toEqual(alone);
      // The own lists (two of one owner, one of another) shared one statement.
      expect(execute).toHaveBeenCalledTimes(1);
      await findProjectPage(db, query(), ownerId);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('never answers a page asked for after a write with rows read before it', async () => {
    const project = await create('Projeto lido durante gravações');
    const db = server.database.db;
    const stampOf = async () =>
      (await findProjectPage(db, query(), ownerId)).rows.find((row) => row.id === project.id)
        ?.stamp;
    const before = await stampOf();

    // The first read has its rows (from before the write) but has not answered yet: it is held
    // until the write below is acknowledged and a second read has been asked for.
    const hold = holdNextExecute(projectPagesQueryFor(db, query(), ownerId));
    try {
      const first = stampOf();
      await hold.hasRead;
      await db.execute(sql`update projects set name = name where id = ${project.id}`);
      const second = stampOf();
      hold.release();
      expect(await first).toBe(before);
      expect(await second).not.toBe(before);
    } finally {
      hold.restore();
    }
  });
});

describe('the project page statement', () => {
  it('gets a generic plan: a first page read alone is not planned again on every request', async () => {
    // The statement a filtered list prepares, run as a named statement on one connection (a
    // transaction), as node-postgres runs it: after five custom plans PostgreSQL keeps the
    // generic one unless it costs more. With `OFFSET $n` it did, so every request was planned
    // (on PostgreSQL 15 with a fresh database; PGlite's PostgreSQL 17 kept the generic plan).
    const plans = await plansKept(server.database.db, { status: 'SENT' }, ownerId);
    expect(plans.generic).toBeGreaterThan(0);
  });
});
