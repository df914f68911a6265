import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  CondensingUnitSearchAnswerSchema,
  EquipmentCharacteristicsSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  PresentationSchema,
  ProjectSchema,
  ProposalComparisonSchema,
  ProposalDocumentSchema,
  ProposalSchema,
  REVISION_ISSUED_MESSAGE,
  RoomSchema,
  TemplateOptionListSchema,
  z,
  type OperatingSystemInputValues,
  type ProposalDto,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type ApiAnswer, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
/** The owner of the projects: a seller, not an editor. */
let vendedor: UserClient;
/** Another seller. */
let projetista: UserClient;
let editor: UserClient;

beforeAll(async () => {
  server = await startTestServer();
  [vendedor, projetista, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'projetista'),
    signInAs(server, 'editor'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const OPERATION = -10;
const REFRIGERANT = 'R404A';
const EDITOR_ONLY = 'Somente editores podem acessar esta seção.';

/** The usual stored-XSS vectors, in Markdown text: stored and answered byte for byte. */
const XSS_MARKDOWN = [
  '# Título **negrito**',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '[clique](javascript:alert(3))',
  '<a href="javascript:alert(4)">link</a>',
  '<svg onload=alert(5)>',
  '<iframe src="data:text/html,<script>alert(6)</script>"></iframe>',
  '- item 1\n- item 2 & "aspas" \'simples\' `código`',
  'ünïcödé: ação, coração — R$ 1.234,56 \\ barra',
].join('\n\n');

const TEXT_SECTIONS = ['presentation', 'general-conditions', 'responsible'] as const;
const EDITOR_SECTIONS = [...TEXT_SECTIONS, 'commercial-conditions'] as const;

const proposalsPath = (projectId: number) => `/v1/projects/${projectId}/proposals`;
const revisionPath = (projectId: number, proposalId: number) =>
  `${proposalsPath(projectId)}/${proposalId}`;

function expectError(answer: ApiAnswer, status: number, code: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

async function newProject(name = 'Projeto com proposta', user = vendedor): Promise<number> {
  const answer = await user.call('POST', '/v1/projects', {
    name,
    customer: { name: 'Frigorífico Boa Vista', address: {} },
  });
  expect(answer.status).toBe(201);
  return ProjectSchema.parse(answer.body).id;
}

async function createRoom(projectId: number, name: string, temperature: number, load: number) {
  const answer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name,
      roomTemperature: temperature,
      calculationType: 2,
      typedTotalKcalh: load,
    }),
  );
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

type Choice = { modelId: number; skuId: number };
let picked: { evaporator: Choice; unit: Choice } | undefined;

/** An evaporator for a 0 °C room and a condensing unit (searched once in the catalogue). */
async function pickEquipment(load: number) {
  if (picked) return picked;
  const evaporators = await vendedor.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: OPERATION,
    evaporatorDt: 10,
    count: 2,
    unitCapacity: load / 2,
    operationTemperature: 0,
  });
  const units = await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: load,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  const [evaporator] = EvaporatorSearchAnswerSchema.parse(evaporators.body).items;
  const [unit] = CondensingUnitSearchAnswerSchema.parse(units.body).items;
  if (!evaporator?.skus[0] || !unit?.skus[0]) throw new Error('no equipment found');
  picked = {
    evaporator: { modelId: evaporator.id, skuId: evaporator.skus[0].id },
    unit: { modelId: unit.id, skuId: unit.skus[0].id },
  };
  return picked;
}

/** A project with one 0 °C room served by 2 evaporators (one SKU) and 1 condensing unit. */
async function projectWithSystem(name = 'Projeto com sistema') {
  const projectId = await newProject(name);
  const room = await createRoom(projectId, 'Câmara Laticínios', 0, 6000);
  const choice = await pickEquipment(room.heatLoad?.totalKcalh ?? 6000);
  const body: OperatingSystemInputValues = {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [
      { roomId: room.id, evaporator: { kind: 'DEFAULT', ...choice.evaporator, count: 2 } },
    ],
    condensingUnit: {
      kind: 'DEFAULT',
      ...choice.unit,
      count: 1,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  };
  const answer = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const system = OperatingSystemSchema.parse(answer.body);
  return { projectId, roomId: room.id, system, body };
}

async function createProposal(projectId: number, user = vendedor): Promise<ProposalDto> {
  const answer = await user.call('POST', proposalsPath(projectId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ProposalSchema.parse(answer.body);
}

async function getSection<T extends z.ZodType>(
  schema: T,
  projectId: number,
  proposalId: number,
  path: string,
  user = editor,
): Promise<z.infer<T>> {
  const answer = await user.call('GET', `${revisionPath(projectId, proposalId)}/${path}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function commercialBody(
  current: z.infer<typeof CommercialConditionsSchema>,
  prices: { equipmentKey: string; quantity: number | null; unitPrice: number | null }[],
) {
  return {
    // Rates typed over the computed ones, with their reason (ADR 072); the customer has no state,
    // so nothing is computed and the typed rates apply.
    prices: prices.map((price) => ({
      ...price,
      icmsOverride: 12,
      ipiOverride: 5,
      overrideReason: 'Alíquotas do pedido',
    })),
    ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, current[field]])),
    version: current.version,
  };
}

/** Saves 2 × R$ 12.500,00 for the evaporators and 1 × R$ 8.000,00 for the unit. */
async function priceEquipment(projectId: number, proposal: ProposalDto) {
  const evaporator = proposal.equipments.find((item) => item.type === 'EVAPORATOR');
  const unit = proposal.equipments.find((item) => item.type === 'CONDENSING_UNIT');
  if (!evaporator || !unit) throw new Error('equipment missing from the proposal');
  const current = await getSection(
    CommercialConditionsSchema,
    projectId,
    proposal.id,
    'commercial-conditions',
  );
  const answer = await editor.call(
    'PUT',
    `${revisionPath(projectId, proposal.id)}/commercial-conditions`,
    commercialBody(current, [
      { equipmentKey: evaporator.key, quantity: 2, unitPrice: 12_500 },
      { equipmentKey: unit.key, quantity: 1, unitPrice: 8_000 },
      { equipmentKey: 'EVAPORATOR:NAO-EXISTE', quantity: 3, unitPrice: 99 },
    ]),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { saved: CommercialConditionsSchema.parse(answer.body), evaporator, unit };
}

async function projectValue(projectId: number): Promise<{ list: number; one: number }> {
  const list = await vendedor.call('GET', '/v1/projects?size=100');
  const item = z
    .array(ProjectSchema)
    .parse(list.body)
    .find((project) => project.id === projectId);
  const one = await vendedor.call('GET', `/v1/projects/${projectId}`);
  return { list: item?.totalValue ?? -1, one: ProjectSchema.parse(one.body).totalValue };
}

describe('creating the current proposal', () => {
  it('answers 404 before any proposal, then creates R0 (201) with a YYYY-NNNN-R0 code and answers the same draft to a second POST (200)', async () => {
    const projectId = await newProject();
    expectError(
      await vendedor.call('GET', `${proposalsPath(projectId)}/current`),
      404,
      'NOT_FOUND',
      'Proposta não encontrada.',
    );
    const created = await createProposal(projectId);
    const year = new Date().getFullYear();
    expect(created.code).toMatch(new RegExp(`^${year}-\\d{4}-R0$`));
    expect(created.number).toBe(created.code.slice(0, -3));
    expect(created).toMatchObject({
      projectId,
      revision: 0,
      status: 'DRAFT',
      issuedAt: null,
      issuedBy: null,
      equipments: [],
      totals: { total: 0, ipi: 0, totalWithIpi: 0 },
    });
    expect(created.client.name).toBe('Frigorífico Boa Vista');
    expect(created.revisions.map((revision) => revision.code)).toEqual([created.code]);

    const again = await vendedor.call('POST', proposalsPath(projectId));
    expect(again.status).toBe(200);
    expect(ProposalSchema.parse(again.body).id).toBe(created.id);
    const current = await vendedor.call('GET', `${proposalsPath(projectId)}/current`);
    expect(current.status).toBe(200);
    expect(ProposalSchema.parse(current.body)).toEqual(created);
    const byId = await vendedor.call('GET', revisionPath(projectId, created.id));
    expect(ProposalSchema.parse(byId.body)).toEqual(created);
  });

  it('numbers proposals across projects, one after the other', async () => {
    const first = await createProposal(await newProject('Primeiro'));
    const second = await createProposal(await newProject('Segundo'));
    const numberOf = (proposal: ProposalDto) => Number(proposal.number.split('-')[1]);
    expect(numberOf(second)).toBe(numberOf(first) + 1);
  });

  it('makes one draft of racing POSTs for one project', async () => {
    const projectId = await newProject('Corrida');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => vendedor.call('POST', proposalsPath(projectId))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => ProposalSchema.parse(answer.body).id));
    expect(ids.size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from proposals where project_id = ${projectId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('fills each section of a new proposal from the default templates', async () => {
    const projectId = await newProject('Textos padrão');
    const proposal = await createProposal(projectId);
    const options = await editor.call('GET', '/v1/proposals/templates/current/presentation');
    const defaultPresentation = TemplateOptionListSchema.parse(options.body).items.find(
      (item) => item.isDefault,
    );
    expect(defaultPresentation?.text.length).toBeGreaterThan(0);
    const presentation = await getSection(
      PresentationSchema,
      projectId,
      proposal.id,
      'presentation',
    );
    expect(presentation).toMatchObject({
      templateId: defaultPresentation?.id,
      text: defaultPresentation?.text,
      version: 1,
      readOnly: false,
    });
  });
});

describe('sections', () => {
  it('stores and answers each section byte for byte, Markdown XSS vectors included', async () => {
    const { projectId } = await projectWithSystem('Seções');
    const proposal = await createProposal(projectId);
    for (const path of TEXT_SECTIONS) {
      const before = await getSection(PresentationSchema, projectId, proposal.id, path);
      const saved = await editor.call('PUT', `${revisionPath(projectId, proposal.id)}/${path}`, {
        templateId: null,
        text: `${path}\n\n${XSS_MARKDOWN}`,
        version: before.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(PresentationSchema.parse(saved.body)).toMatchObject({
        templateId: null,
        text: `${path}\n\n${XSS_MARKDOWN}`,
        version: before.version + 1,
      });
      const read = await getSection(PresentationSchema, projectId, proposal.id, path);
      expect(read.text).toBe(`${path}\n\n${XSS_MARKDOWN}`);
    }

    const characteristics = await getSection(
      EquipmentCharacteristicsSchema,
      projectId,
      proposal.id,
      'equipment-characteristics',
      vendedor,
    );
    expect(characteristics.descriptions.map((item) => item.id)).toEqual(
      proposal.equipments.map((item) => item.key),
    );
    const [firstLine] = characteristics.descriptions;
    if (!firstLine) throw new Error('no equipment line');
    const savedCharacteristics = await vendedor.call(
      'PUT',
      `${revisionPath(projectId, proposal.id)}/equipment-characteristics`,
      {
        descriptions: [
          { id: firstLine.id, complementaryDescription: XSS_MARKDOWN },
          { id: 'EVAPORATOR:NAO-EXISTE', complementaryDescription: 'sumirá' },
        ],
        additionalInformation: `**Obs.** ${XSS_MARKDOWN}`,
        version: characteristics.version,
      },
    );
    expect(savedCharacteristics.status, JSON.stringify(savedCharacteristics.body)).toBe(200);
    const readCharacteristics = await getSection(
      EquipmentCharacteristicsSchema,
      projectId,
      proposal.id,
      'equipment-characteristics',
    );
    expect(readCharacteristics.descriptions[0]?.complementaryDescription).toBe(XSS_MARKDOWN);
    expect(readCharacteristics.descriptions.map((item) => item.id)).not.toContain(
      'EVAPORATOR:NAO-EXISTE',
    );
    expect(readCharacteristics.additionalInformation).toBe(`**Obs.** ${XSS_MARKDOWN}`);

    const commercial = await getSection(
      CommercialConditionsSchema,
      projectId,
      proposal.id,
      'commercial-conditions',
    );
    const body = {
      ...commercialBody(commercial, []),
      ...Object.fromEntries(
        COMMERCIAL_TEXT_FIELDS.map((field) => [
          field,
          { templateId: null, text: `${field}: ${XSS_MARKDOWN}` },
        ]),
      ),
    };
    const savedCommercial = await editor.call(
      'PUT',
      `${revisionPath(projectId, proposal.id)}/commercial-conditions`,
      body,
    );
    expect(savedCommercial.status, JSON.stringify(savedCommercial.body)).toBe(200);
    const readCommercial = await getSection(
      CommercialConditionsSchema,
      projectId,
      proposal.id,
      'commercial-conditions',
    );
    for (const field of COMMERCIAL_TEXT_FIELDS) {
      expect(readCommercial[field]).toEqual({
        templateId: null,
        text: `${field}: ${XSS_MARKDOWN}`,
      });
    }

    const document = await editor.call('GET', `${revisionPath(projectId, proposal.id)}/document`);
    const parsed = ProposalDocumentSchema.parse(document.body);
    expect(parsed.presentation?.text).toBe(`presentation\n\n${XSS_MARKDOWN}`);
    expect(parsed.equipmentCharacteristics.additionalInformation).toBe(`**Obs.** ${XSS_MARKDOWN}`);
  });

  it('answers 403 to a non-editor on every editor section, reading as saving, and lets them use equipment characteristics', async () => {
    const projectId = await newProject('Papéis');
    const proposal = await createProposal(projectId);
    for (const path of EDITOR_SECTIONS) {
      const url = `${revisionPath(projectId, proposal.id)}/${path}`;
      expectError(await vendedor.call('GET', url), 403, 'FORBIDDEN', EDITOR_ONLY);
      const body =
        path === 'commercial-conditions'
          ? commercialBody(
              await getSection(CommercialConditionsSchema, projectId, proposal.id, path),
              [],
            )
          : { templateId: null, text: 'tentativa', version: 1 };
      expectError(await vendedor.call('PUT', url, body), 403, 'FORBIDDEN', EDITOR_ONLY);
      // Without a version the role still answers first.
      const { version: _version, ...unversioned } = body;
      expectError(await vendedor.call('PUT', url, unversioned), 403, 'FORBIDDEN', EDITOR_ONLY);
      expect((await editor.call('GET', url)).status).toBe(200);
    }
    const presentation = await getSection(
      PresentationSchema,
      projectId,
      proposal.id,
      'presentation',
    );
    expect(presentation.version).toBe(1);

    const characteristics = await getSection(
      EquipmentCharacteristicsSchema,
      projectId,
      proposal.id,
      'equipment-characteristics',
      vendedor,
    );
    const saved = await vendedor.call(
      'PUT',
      `${revisionPath(projectId, proposal.id)}/equipment-characteristics`,
      {
        descriptions: [],
        additionalInformation: 'Vendedor escreve',
        version: characteristics.version,
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const sellerView = ProposalDocumentSchema.parse(
      (await vendedor.call('GET', `${revisionPath(projectId, proposal.id)}/document`)).body,
    );
    expect(sellerView).toMatchObject({
      presentation: null,
      commercialConditions: null,
      generalConditions: null,
      responsible: null,
      equipmentCharacteristics: { additionalInformation: 'Vendedor escreve' },
    });
    const editorView = ProposalDocumentSchema.parse(
      (await editor.call('GET', `${revisionPath(projectId, proposal.id)}/document`)).body,
    );
    expect(editorView.presentation).not.toBeNull();
    expect(editorView.commercialConditions).not.toBeNull();
    expect(editorView.generalConditions).not.toBeNull();
    expect(editorView.responsible).not.toBeNull();
  });

  it('refuses a stale version with 409 and a missing one with 428, and takes it from If-Match', async () => {
    const projectId = await newProject('Versões');
    const proposal = await createProposal(projectId);
    const url = `${revisionPath(projectId, proposal.id)}/responsible`;
    const first = await editor.call('PUT', url, { templateId: null, text: 'Um', version: 1 });
    expect(first.status).toBe(200);
    expectError(
      await editor.call('PUT', url, { templateId: null, text: 'Dois', version: 1 }),
      409,
      'CONFLICT',
    );
    expectError(
      await editor.call('PUT', url, { templateId: null, text: 'Dois' }),
      428,
      'PRECONDITION_REQUIRED',
    );
    const withHeader = await fetch(`${server.baseUrl}${url}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${editor.accessToken}`,
        'content-type': 'application/json',
        'if-match': '"2"',
      },
      body: JSON.stringify({ templateId: null, text: 'Três' }),
    });
    expect(withHeader.status).toBe(200);
    expect(withHeader.headers.get('etag')).toBe('"3"');
    const read = await getSection(PresentationSchema, projectId, proposal.id, 'responsible');
    expect(read).toMatchObject({ text: 'Três', version: 3 });
    // Another section keeps its own version.
    const presentation = await getSection(
      PresentationSchema,
      projectId,
      proposal.id,
      'presentation',
    );
    expect(presentation.version).toBe(1);
  });

  it('keeps another seller out of every proposal operation (404)', async () => {
    const projectId = await newProject('Alheio');
    const proposal = await createProposal(projectId);
    const base = revisionPath(projectId, proposal.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `${proposalsPath(projectId)}/current`],
      ['POST', proposalsPath(projectId)],
      ['GET', base],
      ['GET', `${base}/document`],
      ['GET', `${base}/equipment-characteristics`],
      [
        'PUT',
        `${base}/equipment-characteristics`,
        { descriptions: [], additionalInformation: '', version: 1 },
      ],
      ['POST', `${base}/revisions`, {}],
      ['GET', `${base}/compare?with=${proposal.id}`],
      ...EDITOR_SECTIONS.map((path): [string, string] => ['GET', `${base}/${path}`]),
    ];
    for (const [method, path, body] of calls) {
      expectError(await projetista.call(method, path, body), 404, 'NOT_FOUND');
    }
    const current = await vendedor.call('GET', `${proposalsPath(projectId)}/current`);
    expect(ProposalSchema.parse(current.body).revision).toBe(0);
  });
});

describe('prices and the project value', () => {
  it('totals quantity × unit price over the real equipment, shows it as the project value and follows the systems', async () => {
    const { projectId, system } = await projectWithSystem('Totais');
    expect((await projectValue(projectId)).list).toBe(0);
    const proposal = await createProposal(projectId);
    expect(proposal.equipments.map((item) => [item.type, item.count])).toEqual([
      ['EVAPORATOR', 2],
      ['CONDENSING_UNIT', 1],
    ]);
    const { saved, evaporator } = await priceEquipment(projectId, proposal);
    expect(saved.totals.total).toBe(33_000);
    expect(saved.totals.ipi).toBe(1_650);
    expect(saved.totals.totalWithIpi).toBe(34_650);
    expect(saved.totals.invoiceTotal).toBe(34_650);
    expect(saved.prices.map((price) => price.equipmentKey)).toEqual(
      proposal.equipments.map((item) => item.key),
    );
    expect(saved.prices.find((price) => price.equipmentKey === evaporator.key)).toMatchObject({
      quantity: 2,
      unitPrice: 12_500,
      lineTotal: 25_000,
      icms: 12,
      icmsOverride: 12,
      pisCofins: null,
      ipi: 5,
      ipiOverride: 5,
      overrideReason: 'Alíquotas do pedido',
    });
    // The project's Valor is what the buyer pays: the invoice total (ADR 072).
    expect(await projectValue(projectId)).toEqual({ list: 34_650, one: 34_650 });
    const current = ProposalSchema.parse(
      (await vendedor.call('GET', `${proposalsPath(projectId)}/current`)).body,
    );
    expect(current.totals.total).toBe(33_000);

    const deleted = await vendedor.call(
      'DELETE',
      `/v1/projects/${projectId}/operating-systems/${system.id}`,
    );
    expect(deleted.status).toBe(204);
    expect(await projectValue(projectId)).toEqual({ list: 0, one: 0 });
  });

  it('refreshes the value when a system is saved again and when a room is deleted', async () => {
    const { projectId, system, body, roomId } = await projectWithSystem('Totais 2');
    const proposal = await createProposal(projectId);
    await priceEquipment(projectId, proposal);
    expect((await projectValue(projectId)).one).toBe(34_650);
    // Without the unit its price line goes: 2 × 12 500 remain.
    const resaved = await vendedor.call(
      'PUT',
      `/v1/projects/${projectId}/operating-systems/${system.id}`,
      { ...body, condensingUnit: null, version: system.version },
    );
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect((await projectValue(projectId)).one).toBe(26_250);
    const removed = await vendedor.call('DELETE', `/v1/projects/${projectId}/rooms/${roomId}`);
    expect(removed.status).toBe(204);
    expect((await projectValue(projectId)).one).toBe(0);
  });
});

describe('revisions', () => {
  it('freezes R0 with its snapshot and stamp, opens R1 with its texts and prices, refuses writes to R0 and compares them', async () => {
    const { projectId, system, body } = await projectWithSystem('Revisões');
    const r0 = await createProposal(projectId);
    const { evaporator, unit } = await priceEquipment(projectId, r0);
    const presentation = await editor.call(
      'PUT',
      `${revisionPath(projectId, r0.id)}/presentation`,
      {
        templateId: null,
        text: 'Apresentação **R0**',
        version: 1,
      },
    );
    expect(presentation.status).toBe(200);
    const r0Document = ProposalDocumentSchema.parse(
      (await editor.call('GET', `${revisionPath(projectId, r0.id)}/document`)).body,
    );

    // A stale version of the draft is refused.
    expectError(
      await vendedor.call('POST', `${revisionPath(projectId, r0.id)}/revisions`, { version: 1 }),
      409,
      'CONFLICT',
    );
    const current = ProposalSchema.parse(
      (await vendedor.call('GET', revisionPath(projectId, r0.id))).body,
    );
    const issued = await vendedor.call('POST', `${revisionPath(projectId, r0.id)}/revisions`, {
      version: current.version,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const r1 = ProposalSchema.parse(issued.body);
    expect(r1).toMatchObject({ revision: 1, status: 'DRAFT', code: `${r0.number}-R1` });
    expect(r1.revisions.map((item) => [item.code, item.status])).toEqual([
      [`${r0.number}-R0`, 'ISSUED'],
      [`${r0.number}-R1`, 'DRAFT'],
    ]);
    expect(r1.revisions[0]?.issuedBy?.username).toBe('vendedor');
    expect(r1.totals.total).toBe(33_000);

    const frozen = ProposalSchema.parse(
      (await vendedor.call('GET', revisionPath(projectId, r0.id))).body,
    );
    expect(frozen.status).toBe('ISSUED');
    expect(frozen.issuedBy?.username).toBe('vendedor');
    expect(Date.parse(frozen.issuedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const current2 = ProposalSchema.parse(
      (await vendedor.call('GET', `${proposalsPath(projectId)}/current`)).body,
    );
    expect(current2.id).toBe(r1.id);

    // R1 starts from R0's texts and prices, its sections at version 1.
    const r1Presentation = await getSection(PresentationSchema, projectId, r1.id, 'presentation');
    expect(r1Presentation).toMatchObject({
      text: 'Apresentação **R0**',
      version: 1,
      readOnly: false,
    });
    const r1Commercial = await getSection(
      CommercialConditionsSchema,
      projectId,
      r1.id,
      'commercial-conditions',
    );
    expect(r1Commercial.totals.total).toBe(33_000);
    expect(r1Commercial.version).toBe(1);

    // R0 refuses every write, and a second issue.
    const r0Presentation = await getSection(PresentationSchema, projectId, r0.id, 'presentation');
    expect(r0Presentation.readOnly).toBe(true);
    expectError(
      await editor.call('PUT', `${revisionPath(projectId, r0.id)}/presentation`, {
        templateId: null,
        text: 'Alterar o emitido',
        version: r0Presentation.version,
      }),
      409,
      'REVISION_ISSUED',
      REVISION_ISSUED_MESSAGE,
    );
    expectError(
      await vendedor.call('PUT', `${revisionPath(projectId, r0.id)}/equipment-characteristics`, {
        descriptions: [],
        additionalInformation: '',
      }),
      409,
      'REVISION_ISSUED',
    );
    expectError(
      await vendedor.call('POST', `${revisionPath(projectId, r0.id)}/revisions`, {}),
      409,
      'REVISION_ISSUED',
    );

    // The systems change and R1's price changes; R0 stays as issued.
    const r1Price = await editor.call(
      'PUT',
      `${revisionPath(projectId, r1.id)}/commercial-conditions`,
      commercialBody(r1Commercial, [
        { equipmentKey: evaporator.key, quantity: 2, unitPrice: 13_000 },
        { equipmentKey: unit.key, quantity: 1, unitPrice: 8_000 },
      ]),
    );
    expect(r1Price.status, JSON.stringify(r1Price.body)).toBe(200);
    const resaved = await vendedor.call(
      'PUT',
      `/v1/projects/${projectId}/operating-systems/${system.id}`,
      { ...body, name: 'Sistema renomeado', version: system.version },
    );
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const r0After = ProposalDocumentSchema.parse(
      (await editor.call('GET', `${revisionPath(projectId, r0.id)}/document`)).body,
    );
    expect(r0After.proposal.status).toBe('ISSUED');
    const { proposal: beforeProposal, ...beforeSections } = r0Document;
    const { proposal: afterProposal, ...afterSections } = r0After;
    expect(afterSections).toEqual(beforeSections);
    expect(afterProposal.systems).toEqual(beforeProposal.systems);
    expect(afterProposal.equipments).toEqual(beforeProposal.equipments);
    expect(afterProposal.totals.total).toBe(33_000);
    expect(
      ProposalSchema.parse((await vendedor.call('GET', `${proposalsPath(projectId)}/current`)).body)
        .systems[0]?.name,
    ).toBe('Sistema renomeado');
    expect((await projectValue(projectId)).one).toBe(35_700);

    const compared = await editor.call(
      'GET',
      `${revisionPath(projectId, r1.id)}/compare?with=${r0.id}`,
    );
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    const comparison = ProposalComparisonSchema.parse(compared.body);
    expect(comparison.from.code).toBe(`${r0.number}-R0`);
    expect(comparison.to.code).toBe(`${r0.number}-R1`);
    const priceChange = comparison.changes.find(
      (change) => change.area === 'PRICES' && change.after?.includes('13.000,00'),
    );
    expect(priceChange?.before).toContain('12.500,00');
    // A seller's comparison leaves the editor's sections (the prices) out.
    const sellerComparison = ProposalComparisonSchema.parse(
      (await vendedor.call('GET', `${revisionPath(projectId, r1.id)}/compare?with=${r0.id}`)).body,
    );
    expect(sellerComparison.changes.filter((change) => change.area === 'PRICES')).toEqual([]);
  });

  it('answers 404 to a comparison with a revision of another project', async () => {
    const mine = await createProposal(await newProject('Comparar A'));
    const other = await createProposal(await newProject('Comparar B'));
    expectError(
      await vendedor.call(
        'GET',
        `${revisionPath(mine.projectId, mine.id)}/compare?with=${other.id}`,
      ),
      404,
      'NOT_FOUND',
      'Proposta não encontrada.',
    );
  });
});
