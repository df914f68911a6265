import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  RoomSchema,
  SystemCalculationAnswerSchema,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 9: a system whose evaporators and unit run on different supply frequencies is
 * saved and balanced, but its result carries a Portuguese warning naming the room.
 */

const { vendedor: user } = useTestServer('vendedor');

const OPERATION = -10;
const REFRIGERANT = 'R404A';
type Choice = { kind: 'DEFAULT'; modelId: number; skuId: number; count: number };

async function newRoom(): Promise<{ projectId: number; roomId: number; load: number }> {
  const project = await user.call('POST', '/v1/projects', {
    name: 'Projeto de frequências',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const answer = await user.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name: 'Câmara Laticínios',
      roomTemperature: 0,
      calculationType: 2,
      typedTotalKcalh: 6000,
    }),
  );
  expect(answer.status).toBe(201);
  const room = RoomSchema.parse(answer.body);
  return { projectId, roomId: room.id, load: room.heatLoad?.totalKcalh ?? 0 };
}

async function evaporatorAt(frequencyHz: 50 | 60, load: number): Promise<Choice> {
  const answer = await user.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: REFRIGERANT,
    evaporationTemperature: OPERATION,
    evaporatorDt: 10,
    count: 1,
    unitCapacity: load,
    roomTemperature: 0,
    powerSupply: { frequencyHz },
  });
  expect(answer.status).toBe(200);
  const [hit] = EvaporatorSearchAnswerSchema.parse(answer.body).items;
  const sku = hit?.skus[0];
  if (!hit || !sku) throw new Error(`no ${frequencyHz} Hz evaporator`);
  return { kind: 'DEFAULT', modelId: hit.id, skuId: sku.id, count: 1 };
}

async function unitAt(frequencyHz: 50 | 60, load: number): Promise<Choice> {
  const answer = await user.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: REFRIGERANT,
    unitCapacity: load,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz },
  });
  expect(answer.status).toBe(200);
  const [hit] = CondensingUnitSearchAnswerSchema.parse(answer.body).items;
  const sku = hit?.skus[0];
  if (!hit || !sku) throw new Error(`no ${frequencyHz} Hz unit`);
  return { kind: 'DEFAULT', modelId: hit.id, skuId: sku.id, count: 1 };
}

function systemOf(roomId: number, evaporator: Choice, unit: Choice): OperatingSystemInputValues {
  return {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [{ roomId, evaporator }],
    condensingUnit: { ...unit, ambientTemperature: 35, loadLoss: 2 },
  };
}

const MISMATCH = {
  code: 'SUPPLY_FREQUENCY_MISMATCH',
  message:
    'O evaporador da câmara Câmara Laticínios é de 50 Hz e a unidade condensadora é de 60 Hz: escolha equipamentos da mesma frequência.',
  field: 'configurations.0.evaporator',
};

describe('a system whose evaporators and unit differ in frequency', () => {
  it('is saved and balanced with a warning naming the room (before: accepted silently)', async () => {
    const { projectId, roomId, load } = await newRoom();
    const body = systemOf(roomId, await evaporatorAt(50, load), await unitAt(60, load));
    const saved = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    if (system.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(system.result.warnings).toContainEqual(MISMATCH);

    const calculated = await user.call(
      'POST',
      `/v1/projects/${projectId}/operating-systems/calculation`,
      body,
    );
    expect(calculated.status).toBe(200);
    const { result } = SystemCalculationAnswerSchema.parse(calculated.body);
    if (result.status !== 'BALANCED') throw new Error('not balanced');
    expect(result.warnings).toContainEqual(MISMATCH);
  });

  it('has no such warning when both are 60 Hz', async () => {
    const { projectId, roomId, load } = await newRoom();
    const body = systemOf(roomId, await evaporatorAt(60, load), await unitAt(60, load));
    const saved = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, body);
    expect(saved.status).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    if (system.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(system.result.warnings.map((warning) => warning.code)).not.toContain(
      'SUPPLY_FREQUENCY_MISMATCH',
    );
  });
});
