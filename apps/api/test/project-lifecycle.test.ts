import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  EquipmentCharacteristicsSchema,
  OperatingSystemListSchema,
  OperatingSystemSchema,
  PresentationSchema,
  ProjectOwnerSchema,
  ProjectSchema,
  ProposalSchema,
  RoomListItemSchema,
  RoomSchema,
  z,
  type OperatingSystemInputValues,
  type Project,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';
import { specialEvaporator, specialUnit } from './support/special-equipment.ts';

/**
 * A project's life (issue 29 item 12, docs/decisions/065): a full copy (rooms, systems remapped
 * to the copied rooms, a new draft proposal with the source's latest content), archiving, and
 * deleting; the owner column's data and the editors' owner filter.
 */

const { server, vendedor, projetista, editor } = useTestServer('vendedor', 'projetista', 'editor');

const ProjectListSchema = z.array(ProjectSchema);

function expectError(answer: ApiAnswer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe(code);
  return error;
}

async function newProject(user: UserClient, name: string): Promise<Project> {
  const answer = await user.call('POST', '/v1/projects', {
    name,
    customer: { name: 'Frigorífico Caxias', address: {} },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ProjectSchema.parse(answer.body);
}

async function newRoom(user: UserClient, projectId: number, name: string, load: number) {
  const answer = await user.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name, roomTemperature: 0, calculationType: 2, typedTotalKcalh: load }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return RoomSchema.parse(answer.body);
}

const revisionPath = (projectId: number, proposalId: number) =>
  `/v1/projects/${projectId}/proposals/${proposalId}`;

async function getSection<T extends z.ZodType>(
  schema: T,
  projectId: number,
  proposalId: number,
  path: string,
): Promise<z.infer<T>> {
  const answer = await editor.call('GET', `${revisionPath(projectId, proposalId)}/${path}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

/**
 * A seller's project with two rooms, one active system serving both with special equipment (so
 * its price keys name the system and the rooms), a computed balance, and a draft proposal with
 * prices, descriptions and a presentation of its own, issued once (R0) and edited again in R1.
 */
async function furnishedProject(name: string) {
  const project = await newProject(vendedor, name);
  const rooms = [
    await newRoom(vendedor, project.id, 'Câmara de resfriados', 4000),
    await newRoom(vendedor, project.id, 'Antecâmara', 2000),
  ];
  const body: OperatingSystemInputValues = {
    name: 'Sistema resfriados',
    rack: false,
    operationTemperature: -8,
    refrigerantFluid: 'R404A',
    configurations: rooms.map((room) => ({
      roomId: room.id,
      evaporator: specialEvaporator(room.heatLoad?.totalKcalh ?? 4000),
    })),
    condensingUnit: specialUnit(9000),
  };
  const saved = await vendedor.call('POST', `/v1/projects/${project.id}/operating-systems`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const system = OperatingSystemSchema.parse(saved.body);
  expect(system.result).not.toBeNull();

  const created = await vendedor.call('POST', `/v1/projects/${project.id}/proposals`);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const r0 = ProposalSchema.parse(created.body);
  const issued = await vendedor.call('POST', `${revisionPath(project.id, r0.id)}/revisions`, {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const draft = ProposalSchema.parse(issued.body);

  const commercial = await getSection(
    CommercialConditionsSchema,
    project.id,
    draft.id,
    'commercial-conditions',
  );
  const prices = draft.equipments.map((equipment, index) => ({
    equipmentKey: equipment.key,
    quantity: equipment.count,
    unitPrice: 1000 * (index + 1),
    icmsOverride: 12,
    ipiOverride: 5,
    overrideReason: 'Alíquotas do pedido',
  }));
  const priced = await editor.call(
    'PUT',
    `${revisionPath(project.id, draft.id)}/commercial-conditions`,
    {
      prices,
      ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, commercial[field]])),
      version: commercial.version,
    },
  );
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  const characteristics = await getSection(
    EquipmentCharacteristicsSchema,
    project.id,
    draft.id,
    'equipment-characteristics',
  );
  const described = await vendedor.call(
    'PUT',
    `${revisionPath(project.id, draft.id)}/equipment-characteristics`,
    {
      descriptions: draft.equipments.map((equipment) => ({
        id: equipment.key,
        complementaryDescription: `Descrição de ${equipment.model}`,
      })),
      additionalInformation: 'Informação da revisão R1',
      version: characteristics.version,
    },
  );
  expect(described.status, JSON.stringify(described.body)).toBe(200);
  const presentation = await getSection(PresentationSchema, project.id, draft.id, 'presentation');
  const presented = await editor.call('PUT', `${revisionPath(project.id, draft.id)}/presentation`, {
    templateId: null,
    text: 'Apresentação escrita na R1',
    version: presentation.version,
  });
  expect(presented.status, JSON.stringify(presented.body)).toBe(200);
  const current = await vendedor.call('GET', `/v1/projects/${project.id}/proposals/current`);
  return {
    project,
    rooms,
    system,
    r0,
    draft: ProposalSchema.parse(current.body),
  };
}

async function copyOf(user: UserClient, projectId: number): Promise<Project> {
  const answer = await user.call('POST', `/v1/projects/${projectId}/copy`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ProjectSchema.parse(answer.body);
}

async function listed(user: UserClient, query: string): Promise<Project[]> {
  const answer = await user.call('GET', `/v1/projects?size=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ProjectListSchema.parse(answer.body);
}

describe('copying a project', () => {
  it('copies its rooms, its systems (selections and results remapped to the new rooms) and its latest revision as a new draft R0', async () => {
    const source = await furnishedProject('Caxias do Sul — resfriados');
    const copy = await copyOf(vendedor, source.project.id);
    expect(copy).toMatchObject({
      name: 'Cópia de Caxias do Sul — resfriados',
      status: 'PENDING',
      owner: { username: 'vendedor' },
      archivedAt: null,
    });

    const roomsAnswer = await vendedor.call('GET', `/v1/projects/${copy.id}/rooms`);
    const copiedRooms = z.array(RoomListItemSchema).parse(roomsAnswer.body);
    expect(copiedRooms.map((room) => room.name)).toEqual(['Câmara de resfriados', 'Antecâmara']);
    const roomIds = copiedRooms.map((room) => room.id);
    expect(roomIds).not.toContain(source.rooms[0]?.id);

    const systemsAnswer = await vendedor.call('GET', `/v1/projects/${copy.id}/operating-systems`);
    expect(systemsAnswer.status, JSON.stringify(systemsAnswer.body)).toBe(200);
    const systems = OperatingSystemListSchema.parse(systemsAnswer.body).items;
    expect(systems).toHaveLength(1);
    const [system] = systems;
    if (!system) throw new Error('no system copied');
    expect(system.id).not.toBe(source.system.id);
    expect(system).toMatchObject({ name: 'Sistema resfriados', active: true, isStale: false });
    expect(system.configurations.map((item) => item.room.id)).toEqual(roomIds);
    expect(system.result?.status).toBe(source.system.result?.status);
    if (system.result?.status === 'NO_BALANCE' || !system.result) throw new Error('no balance');
    expect(system.result.rooms.map((room) => room.roomId)).toEqual(roomIds);
    expect(system.result.resultingCapacity).toBe(
      source.system.result && 'resultingCapacity' in source.system.result
        ? source.system.result.resultingCapacity
        : Number.NaN,
    );
    // A room of the copy belongs to the copied system: deleting it leaves that system (not the source's).
    const deleted = await vendedor.call(
      'DELETE',
      `/v1/projects/${copy.id}/rooms/${roomIds[1] ?? 0}`,
    );
    expect(deleted.status).toBe(204);
    const sourceSystems = await vendedor.call(
      'GET',
      `/v1/projects/${source.project.id}/operating-systems`,
    );
    const [sourceSystem] = OperatingSystemListSchema.parse(sourceSystems.body).items;
    expect(sourceSystem?.configurations).toHaveLength(2);
    expect(sourceSystem?.result).not.toBeNull();

    const current = await vendedor.call('GET', `/v1/projects/${copy.id}/proposals/current`);
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const proposal = ProposalSchema.parse(current.body);
    expect(proposal).toMatchObject({ revision: 0, status: 'DRAFT', projectId: copy.id });
    expect(proposal.number).not.toBe(source.draft.number);
    expect(proposal.revisions.map((revision) => revision.revision)).toEqual([0]);
  });

  it('gives the new draft the source draft’s prices, descriptions and texts, keyed to the copied system and rooms', async () => {
    const source = await furnishedProject('Caxias — preços');
    const copy = await copyOf(vendedor, source.project.id);
    const current = await vendedor.call('GET', `/v1/projects/${copy.id}/proposals/current`);
    const proposal = ProposalSchema.parse(current.body);
    const systems = OperatingSystemListSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${copy.id}/operating-systems`)).body,
    ).items;
    const systemId = systems[0]?.id ?? 0;
    const rooms = z
      .array(RoomListItemSchema)
      .parse((await vendedor.call('GET', `/v1/projects/${copy.id}/rooms`)).body);
    expect(proposal.equipments.map((equipment) => equipment.key)).toEqual([
      `EVAPORATOR:special:${systemId}:${rooms[0]?.id ?? 0}`,
      `EVAPORATOR:special:${systemId}:${rooms[1]?.id ?? 0}`,
      `CONDENSING_UNIT:special:${systemId}:unit`,
    ]);
    expect(proposal.totals).toEqual(source.draft.totals);
    expect(proposal.totals.total).toBeGreaterThan(0);
    const prices = await getSection(
      CommercialConditionsSchema,
      copy.id,
      proposal.id,
      'commercial-conditions',
    );
    expect(prices.prices.map((price) => [price.equipmentKey, price.unitPrice])).toEqual(
      proposal.equipments.map((equipment, index) => [equipment.key, 1000 * (index + 1)]),
    );

    const characteristics = await getSection(
      EquipmentCharacteristicsSchema,
      copy.id,
      proposal.id,
      'equipment-characteristics',
    );
    expect(characteristics.additionalInformation).toBe('Informação da revisão R1');
    expect(characteristics.descriptions.map((item) => item.complementaryDescription)).toEqual([
      'Descrição de Evaporador sob medida',
      'Descrição de Evaporador sob medida',
      'Descrição de Unidade sob medida',
    ]);
    const presentation = await getSection(PresentationSchema, copy.id, proposal.id, 'presentation');
    expect(presentation.text).toBe('Apresentação escrita na R1');
    // The project list's Valor of the copy is its draft's invoice total (ADR 072).
    const [listedCopy] = await listed(vendedor, `projectName=${encodeURIComponent(copy.name)}`);
    expect(listedCopy?.totalValue).toBe(source.draft.totals.invoiceTotal);
  });

  it('copies a project without a proposal without one, and numbers a second copy "(2)"', async () => {
    const project = await newProject(vendedor, 'Galpão Farroupilha');
    await newRoom(vendedor, project.id, 'Congelados', 3000);
    const first = await copyOf(vendedor, project.id);
    const second = await copyOf(vendedor, project.id);
    const third = await copyOf(vendedor, project.id);
    expect([first.name, second.name, third.name]).toEqual([
      'Cópia de Galpão Farroupilha',
      'Cópia de Galpão Farroupilha (2)',
      'Cópia de Galpão Farroupilha (3)',
    ]);
    const proposal = await vendedor.call('GET', `/v1/projects/${first.id}/proposals/current`);
    expect(proposal.status).toBe(404);
    const rooms = z
      .array(RoomListItemSchema)
      .parse((await vendedor.call('GET', `/v1/projects/${second.id}/rooms`)).body);
    expect(rooms.map((room) => room.name)).toEqual(['Congelados']);
  });

  it('keeps a long name within the limit with its number', async () => {
    const long = 'P'.repeat(60);
    const project = await newProject(vendedor, long);
    const first = await copyOf(vendedor, project.id);
    const second = await copyOf(vendedor, project.id);
    expect(first.name).toBe(`Cópia de ${long}`.slice(0, 60));
    expect(second.name).toHaveLength(60);
    expect(second.name.endsWith(' (2)')).toBe(true);
  });
});

describe('archiving a project', () => {
  it('hides an archived project from the list; the "archived" filter shows it; unarchiving brings it back', async () => {
    const project = await newProject(vendedor, 'Arquivo Bento Gonçalves');
    const archived = await vendedor.call('POST', `/v1/projects/${project.id}/archive`);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(ProjectSchema.parse(archived.body).archivedAt).not.toBeNull();

    const byName = `projectName=${encodeURIComponent('Arquivo Bento')}`;
    expect(await listed(vendedor, byName)).toEqual([]);
    expect((await listed(vendedor, '')).map((item) => item.id)).not.toContain(project.id);
    const inArchive = await listed(vendedor, `${byName}&archived=true`);
    expect(inArchive.map((item) => item.id)).toEqual([project.id]);
    expect((await listed(vendedor, 'archived=true')).every((item) => item.archivedAt)).toBe(true);
    // Still opened and edited by its link (archiving hides, it does not lock: ADR 065).
    expect((await vendedor.call('GET', `/v1/projects/${project.id}`)).status).toBe(200);

    const back = await vendedor.call('POST', `/v1/projects/${project.id}/unarchive`);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(ProjectSchema.parse(back.body).archivedAt).toBeNull();
    expect((await listed(vendedor, byName)).map((item) => item.id)).toEqual([project.id]);
    expect(await listed(vendedor, `${byName}&archived=true`)).toEqual([]);
  });

  it('lets only who may edit the project archive it', async () => {
    const project = await newProject(vendedor, 'Arquivo alheio');
    expectError(
      await projetista.call('POST', `/v1/projects/${project.id}/archive`),
      404,
      'NOT_FOUND',
    );
    expect((await editor.call('POST', `/v1/projects/${project.id}/archive`)).status).toBe(200);
  });
});

describe('deleting a project', () => {
  it('lets a seller delete their own project, with its rooms, systems and draft proposal', async () => {
    const project = await newProject(vendedor, 'Para excluir');
    const room = await newRoom(vendedor, project.id, 'Câmara', 3000);
    const system = await vendedor.call('POST', `/v1/projects/${project.id}/operating-systems`, {
      name: 'Sistema',
      rack: false,
      operationTemperature: -8,
      refrigerantFluid: 'R404A',
      configurations: [{ roomId: room.id, evaporator: specialEvaporator(3000) }],
      condensingUnit: specialUnit(4000),
    } satisfies OperatingSystemInputValues);
    expect(system.status, JSON.stringify(system.body)).toBe(201);
    expect((await vendedor.call('POST', `/v1/projects/${project.id}/proposals`)).status).toBe(201);

    const answer = await vendedor.call('DELETE', `/v1/projects/${project.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    expectError(await vendedor.call('GET', `/v1/projects/${project.id}`), 404, 'NOT_FOUND');
    const left = await queryRows<{ n: number }>(
      server.database.db,
      sql`select (select count(*) from rooms where project_id = ${project.id})
        + (select count(*) from operating_systems where project_id = ${project.id})
        + (select count(*) from proposals where project_id = ${project.id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('refuses a seller another seller’s project (404) and lets an editor delete any', async () => {
    const project = await newProject(vendedor, 'De outro vendedor');
    expectError(await projetista.call('DELETE', `/v1/projects/${project.id}`), 404, 'NOT_FOUND');
    expect((await vendedor.call('GET', `/v1/projects/${project.id}`)).status).toBe(200);
    expect((await editor.call('DELETE', `/v1/projects/${project.id}`)).status).toBe(204);
    expectError(await editor.call('DELETE', `/v1/projects/${project.id}`), 404, 'NOT_FOUND');
  });

  it('refuses a project with an issued revision (409 PROJECT_HAS_ISSUED_PROPOSAL, for editors too): it can be archived', async () => {
    const project = await newProject(vendedor, 'Com revisão emitida');
    const created = ProposalSchema.parse(
      (await vendedor.call('POST', `/v1/projects/${project.id}/proposals`)).body,
    );
    const issued = await vendedor.call(
      'POST',
      `${revisionPath(project.id, created.id)}/revisions`,
      {},
    );
    expect(issued.status).toBe(201);
    const refused = expectError(
      await vendedor.call('DELETE', `/v1/projects/${project.id}`),
      409,
      'PROJECT_HAS_ISSUED_PROPOSAL',
    );
    expect(refused.message).toMatch(/arquive/i);
    expectError(
      await editor.call('DELETE', `/v1/projects/${project.id}`),
      409,
      'PROJECT_HAS_ISSUED_PROPOSAL',
    );
    expect((await vendedor.call('GET', `/v1/projects/${project.id}`)).status).toBe(200);
    expect((await vendedor.call('POST', `/v1/projects/${project.id}/archive`)).status).toBe(200);
  });

  it('refuses a project whose draft was e-mailed before issue 29 (a message stored for it)', async () => {
    const project = await newProject(vendedor, 'Rascunho enviado');
    const created = ProposalSchema.parse(
      (await vendedor.call('POST', `/v1/projects/${project.id}/proposals`)).body,
    );
    const [user] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from app_users where username = 'vendedor'`,
    );
    await queryRows(
      server.database.db,
      sql`insert into proposal_messages (proposal_id, code, "to", cc, subject, message, attachment_name, eml, status, sent_by)
        values (${created.id}, ${created.code}, '["compras@example.com"]'::jsonb, '[]'::jsonb, 'Proposta', 'Segue', 'p.pdf', 'x', 'SENT', ${user?.id})`,
    );
    expectError(
      await vendedor.call('DELETE', `/v1/projects/${project.id}`),
      409,
      'PROJECT_HAS_ISSUED_PROPOSAL',
    );
  });
});

describe('the owner of each project and the editors’ owner filter', () => {
  it('lists who owns projects to editors only, and filters the editors’ list by owner', async () => {
    const mine = await newProject(vendedor, 'Dono vendedor Garibaldi');
    const theirs = await newProject(projetista, 'Dono projetista Garibaldi');
    const owners = await editor.call('GET', '/v1/projects/owners');
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    const usernames = z
      .array(ProjectOwnerSchema)
      .parse(owners.body)
      .map((owner) => owner.username);
    expect(usernames).toEqual(expect.arrayContaining(['vendedor', 'projetista']));
    expectError(await vendedor.call('GET', '/v1/projects/owners'), 403, 'FORBIDDEN');

    const search = `projectName=${encodeURIComponent('Garibaldi')}`;
    expect((await listed(editor, search)).map((item) => item.id).sort()).toEqual(
      [mine.id, theirs.id].sort(),
    );
    const byOwner = await listed(editor, `${search}&owner=projetista`);
    expect(byOwner.map((item) => item.id)).toEqual([theirs.id]);
    expect(byOwner[0]?.owner.username).toBe('projetista');
    expect(await listed(editor, `${search}&owner=ninguem`)).toEqual([]);
    // A seller sees only their own, whatever owner they ask for.
    expect((await listed(vendedor, `${search}&owner=projetista`)).map((item) => item.id)).toEqual([
      mine.id,
    ]);
  });
});
