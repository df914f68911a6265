import {
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  CondensingUnitSearchAnswerSchema,
  EquipmentCharacteristicsSchema,
  EvaporatorSearchAnswerSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  type OperatingSystemInputValues,
  type ProposalDto,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { openTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A save of a draft's prices or equipment texts reads the project, its rooms and its systems once
// (docs/decisions/050): the live selection read for the new content serves the draft's total and
// the answer. Every statement the server's database handle runs is recorded (drizzle's logger).

let server: TestServer;
let vendedor: UserClient;
let editor: UserClient;
/** The statements run while `recording` (their SQL text), in order. */
const statements: string[] = [];
let recording = false;

beforeAll(async () => {
  const database = await openTestDatabase({
    logger: {
      logQuery: (query) => {
        if (recording) statements.push(query);
      },
    },
  });
  server = await startTestServer({ database });
  [vendedor, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'editor'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const OPERATION = -10;
const REFRIGERANT = 'R404A';

/** A project with a 0 °C room in a system (2 evaporators, 1 condensing unit) and a draft. */
async function draftWithEquipment(): Promise<{ projectId: number; proposal: ProposalDto }> {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Leituras de uma gravação',
    customer: { name: 'Frigorífico Boa Vista', address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const roomAnswer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name: 'Câmara 1',
      roomTemperature: 0,
      calculationType: 2,
      typedTotalKcalh: 6000,
    }),
  );
  const room = RoomSchema.parse(roomAnswer.body);
  const evaporators = await vendedor.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: OPERATION,
    evaporatorDt: 10,
    count: 2,
    unitCapacity: 3000,
    operationTemperature: 0,
  });
  const units = await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: 6000,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  const [evaporator] = EvaporatorSearchAnswerSchema.parse(evaporators.body).items;
  const [unit] = CondensingUnitSearchAnswerSchema.parse(units.body).items;
  if (!evaporator?.skus[0] || !unit?.skus[0]) throw new Error('no equipment found');
  const system: OperatingSystemInputValues = {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [
      {
        roomId: room.id,
        evaporator: {
          kind: 'DEFAULT',
          modelId: evaporator.id,
          skuId: evaporator.skus[0].id,
          count: 2,
        },
      },
    ],
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.id,
      skuId: unit.skus[0].id,
      count: 1,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  };
  const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, system);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const created = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(created.status).toBe(201);
  return { projectId, proposal: ProposalSchema.parse(created.body) };
}

/** The statements `call` ran that read the project's row, its rooms or its systems. */
async function projectReadsOf(call: () => Promise<void>): Promise<Map<string, number>> {
  statements.length = 0;
  recording = true;
  try {
    await call();
  } finally {
    recording = false;
  }
  const reads = new Map<string, number>();
  for (const statement of statements) {
    if (!/^\s*select\b/i.test(statement)) continue;
    if (!/\b(from|join)\s+"(projects|rooms|operating_systems)"/i.test(statement)) continue;
    reads.set(statement, (reads.get(statement) ?? 0) + 1);
  }
  return reads;
}

function expectEachReadOnce(reads: Map<string, number>): void {
  const tables = [...reads.keys()].flatMap((statement) =>
    [...statement.matchAll(/\b(?:from|join)\s+"(projects|rooms|operating_systems)"/gi)].map(
      (match) => match[1],
    ),
  );
  // Not vacuous: the save read the project, its rooms and its systems...
  expect(new Set(tables)).toEqual(new Set(['projects', 'rooms', 'operating_systems']));
  // ...each statement once.
  const repeated = [...reads].filter(([, count]) => count > 1);
  expect(repeated.map(([statement, count]) => `${count}× ${statement}`)).toEqual([]);
  const projectReads = [...reads].filter(([statement]) => /\bfrom\s+"projects"/i.test(statement));
  expect(projectReads.reduce((sum, [, count]) => sum + count, 0)).toBe(1);
}

describe('one save of a draft reads the project once', () => {
  it('a price save (PUT commercial-conditions) reads the project row, its rooms and its systems once each, and keeps the draft total', async () => {
    const { projectId, proposal } = await draftWithEquipment();
    const path = `/v1/projects/${projectId}/proposals/${proposal.id}/commercial-conditions`;
    const current = CommercialConditionsSchema.parse((await editor.call('GET', path)).body);
    const [first] = proposal.equipments;
    if (!first) throw new Error('the draft lists no equipment');
    let answer: { status: number; body: unknown } | undefined;
    const reads = await projectReadsOf(async () => {
      answer = await editor.call('PUT', path, {
        prices: [
          {
            equipmentKey: first.key,
            quantity: 2,
            unitPrice: 12_500,
            icmsOverride: 12,
            ipiOverride: 5,
            overrideReason: 'Alíquotas do pedido',
          },
        ],
        ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, current[field]])),
        version: current.version,
      });
    });
    expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
    const saved = CommercialConditionsSchema.parse(answer?.body);
    expectEachReadOnce(reads);
    // The total the save kept is the one the answer shows, and the project list's Valor.
    expect(saved.totals.total).toBeGreaterThan(0);
    const project = ProjectSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${projectId}`)).body,
    );
    expect(project.totalValue).toBe(saved.totals.invoiceTotal);
  });

  it('an equipment texts save (PUT equipment-characteristics) reads the project row, its rooms and its systems once each', async () => {
    const { projectId, proposal } = await draftWithEquipment();
    const path = `/v1/projects/${projectId}/proposals/${proposal.id}/equipment-characteristics`;
    const current = EquipmentCharacteristicsSchema.parse((await editor.call('GET', path)).body);
    let status = 0;
    const reads = await projectReadsOf(async () => {
      status = (
        await editor.call('PUT', path, {
          descriptions: current.descriptions.map((item) => ({
            id: item.id,
            complementaryDescription: 'Com suporte de parede.',
          })),
          additionalInformation: 'Entrega em 30 dias.',
          version: current.version,
        })
      ).status;
    });
    expect(status).toBe(200);
    expectEachReadOnce(reads);
  });
});
