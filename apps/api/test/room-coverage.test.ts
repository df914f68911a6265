import { execFileSync } from 'node:child_process';
import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  SystemCalculationAnswerSchema,
  z,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 2 (docs/decisions/061): one unit at −8 °C serving an apple room (0 °C,
 * 8.923 kcal/h) and an antechamber (+10 °C, 5.000 kcal/h), each evaporator found by the search at
 * its 6 K default: the sides cross well above the total load, but the antechamber's evaporator,
 * at a large DT, holds the evaporation up and the apple room gets about 79 % of its load. Such a
 * system is not "balanced": it answers ROOM_UNCOVERED with each room's capacity, required load,
 * coverage and the reason, and the proposal (screen data, PDF, DOCX) lists the rooms' coverage.
 * Real HTTP, real database.
 */

const { server, vendedor, editor } = useTestServer('vendedor', 'editor');

const OPERATION = -8;
const APPLE_LOAD = 8923;
const ANTECHAMBER_LOAD = 5000;

async function createRoom(projectId: number, name: string, temperature: number, load: number) {
  const answer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name,
      roomTemperature: temperature,
      calculationType: 2,
      typedTotalKcalh: load,
      safetyMargin: 0,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const room = RoomSchema.parse(answer.body);
  expect(room.heatLoad?.totalKcalh).toBe(load);
  return room;
}

/** The search's first evaporator at the spec's default DT of 6 K (the selection). */
async function firstEvaporator(roomTemperature: number, load: number) {
  const answer = await vendedor.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: 'R404A',
    evaporationTemperature: OPERATION,
    evaporatorDt: 6,
    count: 1,
    unitCapacity: load,
    roomTemperature,
    powerSupply: { frequencyHz: 60 },
  });
  expect(answer.status).toBe(200);
  const [hit] = EvaporatorSearchAnswerSchema.parse(answer.body).items;
  if (!hit?.skus[0]) throw new Error('no evaporator found');
  return { kind: 'DEFAULT' as const, modelId: hit.id, skuId: hit.skus[0].id, count: 1 };
}

async function firstUnit(load: number) {
  const answer = await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: 'R404A',
    unitCapacity: load,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  expect(answer.status).toBe(200);
  const [hit] = CondensingUnitSearchAnswerSchema.parse(answer.body).items;
  if (!hit?.skus[0]) throw new Error('no condensing unit found');
  return {
    kind: 'DEFAULT' as const,
    modelId: hit.id,
    skuId: hit.skus[0].id,
    count: 1,
    ambientTemperature: 35,
    loadLoss: 2,
  };
}

async function appleProject() {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Maçãs e antecâmara',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const apple = await createRoom(projectId, 'Câmara de maçãs', 0, APPLE_LOAD);
  const antechamber = await createRoom(projectId, 'Antecâmara', 10, ANTECHAMBER_LOAD);
  const input: OperatingSystemInputValues = {
    name: 'Sistema maçãs',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: 'R404A',
    configurations: [
      { roomId: apple.id, evaporator: await firstEvaporator(0, APPLE_LOAD) },
      { roomId: antechamber.id, evaporator: await firstEvaporator(10, ANTECHAMBER_LOAD) },
    ],
    condensingUnit: await firstUnit(APPLE_LOAD + ANTECHAMBER_LOAD),
  };
  return { projectId, apple, antechamber, input };
}

/** The raw result's status and rooms, read before the schema (the wire as answered). */
const RawResultSchema = z
  .object({
    status: z.string(),
    resultingCapacity: z.number(),
    requiredCapacity: z.number(),
    rooms: z.array(z.record(z.string(), z.unknown())),
  })
  .loose();

function expectAppleShort(result: unknown, appleId: number, antechamberId: number) {
  const raw = RawResultSchema.parse(result);
  // The total hides it: the unit pumps more than the two rooms need together.
  expect(raw.requiredCapacity).toBe(APPLE_LOAD + ANTECHAMBER_LOAD);
  expect(raw.resultingCapacity).toBeGreaterThan(raw.requiredCapacity);
  expect(raw.status).toBe('ROOM_UNCOVERED');
  const [apple, antechamber] = raw.rooms;
  expect(apple).toMatchObject({ roomId: appleId, requiredCapacity: APPLE_LOAD, isCovered: false });
  expect(antechamber).toMatchObject({
    roomId: antechamberId,
    requiredCapacity: ANTECHAMBER_LOAD,
    isCovered: true,
    uncoveredReason: null,
  });
  const capacity = z.number().parse(apple?.capacity);
  const percent = z.number().parse(apple?.coveragePercent);
  expect(percent).toBeCloseTo((capacity / APPLE_LOAD) * 100, 9);
  // The issue measured 4.870 kcal/h (55 %); the demonstration catalogue gave about 60 % with
  // the wet-coil factor keyed on the evaporating temperature, and about 79 % keyed on the room's
  // air as its source keys it (docs/decisions/059): short of the 95 % either way.
  expect(percent).toBeGreaterThan(45);
  expect(percent).toBeLessThan(85);
  const shown = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 0 });
  expect(apple?.uncoveredReason).toBe(
    `Recebe ${shown(capacity)} de 8.923 kcal/h (${shown(percent)} %), abaixo do mínimo de 95 %: no DT resultante de ${z
      .number()
      .parse(apple?.resultingDt)
      .toLocaleString('pt-BR', {
        maximumFractionDigits: 1,
      })} K os evaporadores desta câmara absorvem pouco. Escolha evaporadores maiores ou mais evaporadores para ela, ou uma unidade maior, que baixa a evaporação.`,
  );
  return { capacity, percent };
}

/** The revision's file: the seller downloads the PDF, the editor the DOCX (ADR 032). */
async function download(revision: string, format: 'pdf' | 'docx') {
  const user = format === 'pdf' ? vendedor : editor;
  const response = await fetch(`${server.baseUrl}${revision}/download/${format}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.status).toBe(200);
  return response.bytes();
}

describe('room coverage at the balance point (issue 28 item 2)', () => {
  it('Calcular and the saved system answer ROOM_UNCOVERED with the apple room at about 79 %, and the reason', async () => {
    const { projectId, apple, antechamber, input } = await appleProject();
    const calculated = await vendedor.call(
      'POST',
      `/v1/projects/${projectId}/operating-systems/calculation`,
      input,
    );
    expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
    const answer = z.object({ result: z.unknown() }).loose().parse(calculated.body);
    const atCalculation = expectAppleShort(answer.result, apple.id, antechamber.id);
    SystemCalculationAnswerSchema.parse(calculated.body);

    const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    expect(expectAppleShort(system.result, apple.id, antechamber.id)).toEqual(atCalculation);
    // The figures of the balance point are still answered: it exists, a room is short.
    expect(system.resultingCapacity).not.toBeNull();
    const read = await vendedor.call(
      'GET',
      `/v1/projects/${projectId}/operating-systems/${system.id}`,
    );
    expect(OperatingSystemSchema.parse(read.body).result).toEqual(system.result);
  });

  it('the proposal lists each room’s coverage, and its PDF and DOCX print the apple room "Não atendida" with the reason', async () => {
    const { projectId, apple, input } = await appleProject();
    const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
    expect(saved.status).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    if (system.result?.status !== 'ROOM_UNCOVERED') throw new Error('not uncovered');
    const [appleAtBalance] = system.result.rooms;
    const created = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
    expect(created.status).toBe(201);
    const proposal = ProposalSchema.parse(created.body);
    const [listed] = proposal.systems;
    // The balance point is the system's, short room or not: its Te is printed (ADR 062).
    expect(listed?.balanceEvaporatingTemperature).toBe(system.result.evaporatingTemperature);
    expect(listed?.rooms.map((room) => [room.name, room.isCovered])).toEqual([
      ['Câmara de maçãs', false],
      ['Antecâmara', true],
    ]);
    expect(listed?.rooms[0]).toMatchObject({
      roomId: apple.id,
      capacity: appleAtBalance?.capacity,
      requiredCapacity: APPLE_LOAD,
      coveragePercent: appleAtBalance?.coveragePercent,
      uncoveredReason: appleAtBalance?.uncoveredReason,
    });

    const revision = `/v1/projects/${projectId}/proposals/${proposal.id}`;
    const percent = (appleAtBalance?.coveragePercent ?? 0).toLocaleString('pt-BR', {
      maximumFractionDigits: 1,
    });
    const pdf = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: await download(revision, 'pdf'),
    })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(pdf).toContain('Cobertura por câmara');
    // pdftotext's reading order across a table's columns moves with the page's layout: the row
    // is checked by its cells' texts, the reason naming the room's own figures.
    expect(pdf).toContain('Câmara de maçãs Sistema maçãs');
    expect(pdf).toMatch(
      /Não atendida\. Recebe [\d.]+ de 8\.923 kcal\/h \(\d\d %\), abaixo do mínimo de 95 %/,
    );
    expect(pdf).toContain(` ${percent} `);
    expect(pdf).toContain('Antecâmara Sistema maçãs');
    expect(pdf).toContain('Atendida');
    const docx = strFromU8(
      unzipSync(await download(revision, 'docx'))['word/document.xml'] ?? new Uint8Array(),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(docx).toContain('Cobertura por câmara');
    expect(docx).toContain(`${percent} Não atendida. Recebe`);
  });
});
