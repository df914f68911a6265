import {
  CommercialConditionsSchema,
  OperatingSystemSchema,
  PresentationSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  TemplateOptionSchema,
} from '@camara-fria/contracts';
import {
  buildChilledRoom,
  buildRoom,
  buildSurface,
  type RoomFixture,
} from '@camara-fria/domain/testing';
import { catalogSystemInput, findCatalogEquipment } from './catalog-system.ts';
import { signIn } from './sign-in.ts';

/**
 * Representative data written through the API, and everything read back through it: for the
 * backup round trip (backup.test.ts) and the release fixture (fixtures/make-upgrade-fixture.ts).
 * Free of vitest, so a plain tsx script can use it.
 */

export type Answer = { status: number; body: unknown; headers: Headers; bytes: Buffer };
export type Client = {
  username: string;
  call: (method: string, path: string, body?: unknown) => Promise<Answer>;
};

export const SAMPLE_USERS = ['vendedor', 'projetista', 'editor'] as const;
export type SampleUsers = Record<(typeof SAMPLE_USERS)[number], Client>;

export async function signInClient(baseUrl: string, username: string): Promise<Client> {
  const tokens = await signIn(baseUrl, username);
  return {
    username,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return {
        status: response.status,
        body: isJson && bytes.length > 0 ? (JSON.parse(bytes.toString('utf8')) as unknown) : null,
        headers: response.headers,
        bytes,
      };
    },
  };
}

export async function signInSampleUsers(baseUrl: string): Promise<SampleUsers> {
  const [vendedor, projetista, editor] = await Promise.all(
    SAMPLE_USERS.map((username) => signInClient(baseUrl, username)),
  );
  if (!vendedor || !projetista || !editor) throw new Error('sign-in failed');
  return { vendedor, projetista, editor };
}

/** The answer's body when its status is `status`, else an error naming the call. */
async function expectStatus(
  answer: Promise<Answer>,
  status: number,
  what: string,
): Promise<unknown> {
  const settled = await answer;
  if (settled.status !== status)
    throw new Error(`${what}: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

/** Rooms of each kind the editor saves: calculated and typed, chilled and frozen, both door methods, layered and hand-sized surfaces. */
function sampleRooms(): RoomFixture[] {
  const layered = buildChilledRoom({ name: 'Antecâmara com camadas', roomTemperature: 5 });
  const manualWall = buildSurface({
    thickness: 100,
    temperature: 35,
    width: 2.5,
    length: 3.5,
    isSizeManual: true,
  });
  const freezer = buildRoom();
  return [
    buildChilledRoom({ name: 'Câmara de Laticínios' }),
    {
      ...freezer,
      name: 'Câmara de Congelados',
      status: undefined,
    } as unknown as RoomFixture,
    buildChilledRoom({
      name: 'Câmara de carga informada',
      roomTemperature: 0,
      calculationType: 2,
      typedTotalKcalh: 6000,
    }),
    {
      ...layered,
      heatTransfer: {
        ...layered.heatTransfer,
        ceiling: {
          ...layered.heatTransfer.ceiling,
          conductivity: 0.025,
          additionalLayers: [{ material: { id: 14 }, thickness: 50, conductivity: null }],
        },
        walls: [
          manualWall,
          layered.heatTransfer.walls[1],
          layered.heatTransfer.walls[2],
          layered.heatTransfer.walls[3],
        ] as RoomFixture['heatTransfer']['walls'],
      },
    },
  ];
}

async function createProject(user: Client, name: string, customer: string): Promise<number> {
  const body = await expectStatus(
    user.call('POST', '/v1/projects', {
      name,
      customer: {
        name: customer,
        address: { street: 'Rua das Câmaras', number: '100', city: 'Chapecó', state: 'SC' },
      },
    }),
    201,
    `create project ${name}`,
  );
  return ProjectSchema.parse(body).id;
}

async function createRoom(user: Client, projectId: number, room: RoomFixture) {
  const body = await expectStatus(
    user.call('POST', `/v1/projects/${projectId}/rooms`, room),
    201,
    `create room ${room.name}`,
  );
  return RoomSchema.parse(body);
}

/** One operating system serving `roomId` with 2 evaporators and 1 condensing unit from the catalogue. */
async function createSystem(user: Client, projectId: number, roomId: number, load: number) {
  const equipment = await findCatalogEquipment(user, load);
  const body = await expectStatus(
    user.call(
      'POST',
      `/v1/projects/${projectId}/operating-systems`,
      catalogSystemInput(roomId, equipment),
    ),
    201,
    'create system',
  );
  return OperatingSystemSchema.parse(body);
}

/** A proposal with its presentation typed, its equipment priced, issued (R0) and a draft R1. */
async function createProposal(seller: Client, editor: Client, projectId: number) {
  const base = `/v1/projects/${projectId}/proposals`;
  const r0 = ProposalSchema.parse(
    await expectStatus(seller.call('POST', base), 201, 'create proposal'),
  );
  const presentation = PresentationSchema.parse(
    await expectStatus(editor.call('GET', `${base}/${r0.id}/presentation`), 200, 'presentation'),
  );
  await expectStatus(
    editor.call('PUT', `${base}/${r0.id}/presentation`, {
      templateId: null,
      text: 'Apresentação da **R0**: ação, coração — R$ 1.234,56',
      version: presentation.version,
    }),
    200,
    'save presentation',
  );
  const current = CommercialConditionsSchema.parse(
    await expectStatus(
      editor.call('GET', `${base}/${r0.id}/commercial-conditions`),
      200,
      'commercial conditions',
    ),
  );
  const { version: _version, prices: _prices, ...texts } = current as Record<string, unknown>;
  const prices = r0.equipments.map((item, index) => ({
    equipmentKey: item.key,
    quantity: index + 1,
    unitPrice: 10_000 + index * 2_500,
    icms: 12,
    pisCofins: 9.25,
    ipi: 5,
  }));
  await expectStatus(
    editor.call('PUT', `${base}/${r0.id}/commercial-conditions`, {
      ...texts,
      prices,
      version: current.version,
    }),
    200,
    'price equipment',
  );
  const draft = ProposalSchema.parse(
    await expectStatus(seller.call('GET', `${base}/${r0.id}`), 200, 'proposal'),
  );
  await expectStatus(
    seller.call('POST', `${base}/${r0.id}/revisions`, { version: draft.version }),
    201,
    'issue R0',
  );
}

/**
 * Fills a running API with: a text option of the editor's; two projects of the seller's (one
 * with four rooms of every kind, a system and an issued proposal with a draft revision, and
 * its copy); and one project of another seller's.
 */
export async function fillSampleData(users: SampleUsers): Promise<void> {
  const { vendedor, projetista, editor } = users;
  TemplateOptionSchema.parse(
    await expectStatus(
      editor.call('POST', '/v1/proposals/templates', {
        kind: 'equipmentCharacteristic',
        key: 'EVAPORATOR',
        title: 'Evaporador para túnel de congelamento',
        text: '**Evaporador** de alta vazão de ar.',
        isDefault: true,
      }),
      201,
      'create template',
    ),
  );
  const main = await createProject(vendedor, 'Frigorífico Central', 'Frigorífico Boa Vista');
  const rooms = [];
  for (const room of sampleRooms()) rooms.push(await createRoom(vendedor, main, room));
  const [chilled] = rooms;
  if (!chilled) throw new Error('no room');
  await createSystem(vendedor, main, chilled.id, chilled.heatLoad?.totalKcalh ?? 6000);
  await createProposal(vendedor, editor, main);
  await expectStatus(vendedor.call('POST', `/v1/projects/${main}/copy`), 201, 'copy project');
  const other = await createProject(projetista, 'Entreposto do Porto', 'Entreposto Ltda.');
  await createRoom(projetista, other, buildChilledRoom({ name: 'Câmara de Frutas' }));
}

/** What a GET answered, for comparison: the JSON body, or the size and type of a file. */
type Read = { status: number; body: unknown };

/**
 * Every stored thing read back through the API as each user sees it: the project list and each
 * project, its rooms (list and one by one), systems, proposals (every revision with its
 * sections and document) and the editor's text options. Keyed by `user GET path`.
 */
export async function readEverything(users: SampleUsers): Promise<Record<string, Read>> {
  const reads: Record<string, Read> = {};
  const get = async (user: Client, path: string): Promise<unknown> => {
    const answer = await user.call('GET', path);
    reads[`${user.username} GET ${path}`] = { status: answer.status, body: answer.body };
    return answer.body;
  };
  await get(users.editor, '/v1/proposals/templates');
  for (const user of [users.vendedor, users.projetista]) {
    const list = ProjectSchema.array().parse(await get(user, '/v1/projects?size=100'));
    for (const project of list) {
      const base = `/v1/projects/${project.id}`;
      await get(user, base);
      const rooms = RoomSchema.array().parse(await get(user, `${base}/rooms`));
      await get(user, `${base}/rooms?embed=heatLoadSummary`);
      for (const room of rooms) await get(user, `${base}/rooms/${room.id}`);
      const systems = (await get(user, `${base}/operating-systems`)) as {
        items?: { id: number }[];
      } | null;
      for (const system of systems?.items ?? [])
        await get(user, `${base}/operating-systems/${system.id}`);
      const current = await user.call('GET', `${base}/proposals/current`);
      reads[`${user.username} GET ${base}/proposals/current`] = {
        status: current.status,
        body: current.body,
      };
      if (current.status !== 200) continue;
      for (const revision of ProposalSchema.parse(current.body).revisions) {
        const path = `${base}/proposals/${revision.id}`;
        await get(user, path);
        await get(user, `${path}/document`);
        for (const section of [
          'presentation',
          'general-conditions',
          'responsible',
          'commercial-conditions',
        ])
          await get(users.editor, `${path}/${section}`);
        await get(users.editor, `${path}/equipment-characteristics`);
      }
    }
  }
  return reads;
}
