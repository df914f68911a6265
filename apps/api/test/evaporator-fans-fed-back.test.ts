import {
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  RoomSchema,
  CondensingUnitSearchAnswerSchema,
  type OperatingSystemInputValues,
  type RoomDto,
} from '@camara-fria/contracts';
import { suggestEvaporatorPower } from '@camara-fria/domain';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 11 (ADR 056): an 8 × 7 × 3 m room assumes the spec's evaporator fans,
 * 60 · 168 m³ · 0,13 / 1000 = 1,3104 kW; once a system has selected its evaporators, the room's
 * evaporator-fan load takes their fans (count × one unit's fan power) through the room's own PUT,
 * its memorial says where they came from, and the system saved again balances on the new load.
 */

const { vendedor: user } = useTestServer('vendedor');

const OPERATION = -8;
const REFRIGERANT = 'R404A';
const SIZES = { length: 8, width: 7, height: 3 };
const SUGGESTED_KW = suggestEvaporatorPower(SIZES);

async function newRoom(): Promise<{ projectId: number; room: RoomDto }> {
  const project = await user.call('POST', '/v1/projects', {
    name: 'Projeto dos ventiladores',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const base = buildChilledRoom({ name: 'Câmara Maçãs', roomTemperature: 0, ...SIZES });
  const answer = await user.call('POST', `/v1/projects/${projectId}/rooms`, {
    ...base,
    additionalLoad: {
      ...base.additionalLoad,
      evaporator: { count: 1, power: SUGGESTED_KW, duration: 20 },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { projectId, room: RoomSchema.parse(answer.body) };
}

async function firstHit(path: string, body: object) {
  const answer = await user.call('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function newSystem(projectId: number, room: RoomDto): Promise<OperatingSystemInputValues> {
  const load = room.heatLoad?.totalKcalh ?? 0;
  const evaporators = EvaporatorSearchAnswerSchema.parse(
    await firstHit('/v1/catalog/evaporators/search', {
      refrigerantFluid: REFRIGERANT,
      evaporationTemperature: OPERATION,
      evaporatorDt: 8,
      count: 2,
      unitCapacity: load / 2,
      roomTemperature: 0,
    }),
  );
  const units = CondensingUnitSearchAnswerSchema.parse(
    await firstHit('/v1/catalog/condensing-units/search', {
      refrigerantFluid: REFRIGERANT,
      unitCapacity: load,
      evaporationTemperature: OPERATION,
      ambientTemperature: 35,
      loadLoss: 2,
      count: 1,
    }),
  );
  const [evaporator] = evaporators.items;
  const [unit] = units.items;
  const evaporatorSku = evaporator?.skus[0];
  const unitSku = unit?.skus[0];
  if (!evaporator || !evaporatorSku || !unit || !unitSku) throw new Error('no equipment');
  return {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: REFRIGERANT,
    configurations: [
      {
        roomId: room.id,
        evaporator: { kind: 'DEFAULT', modelId: evaporator.id, skuId: evaporatorSku.id, count: 2 },
      },
    ],
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.id,
      skuId: unitSku.id,
      count: 1,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  };
}

const fanStep = (room: RoomDto) =>
  room.calculationSteps?.find((step) => step.key === 'additionalLoad.evaporator');

describe("the room's evaporator fans fed back from the selected evaporators", () => {
  it('takes 2 × the unit fan power instead of the suggested 1,3104 kW, and the balance follows', async () => {
    const { projectId, room } = await newRoom();
    expect(SUGGESTED_KW).toBeCloseTo(1.3104, 10);
    const input = await newSystem(projectId, room);
    const created = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const system = OperatingSystemSchema.parse(created.body);
    const selection = system.configurations[0]?.evaporator;
    if (!selection?.fanPower) throw new Error('no fan power on the selection');
    expect(selection.count).toBe(2);
    expect(selection.fanPower).toBeGreaterThan(0);
    expect(selection.fanPower).toBeLessThanOrEqual(selection.consumedPower);
    const before = system.result?.status === 'BALANCED' ? system.result : null;
    if (!before) throw new Error('not balanced before');

    const read = RoomSchema.parse(
      (await user.call('GET', `/v1/projects/${projectId}/rooms/${room.id}`)).body,
    );
    expect(read.additionalLoad.evaporator).toMatchObject({
      count: 1,
      power: SUGGESTED_KW,
      source: null,
    });
    expect(fanStep(read)?.label).toBe('Outras cargas — Evaporadores');
    const source = { model: selection.model, count: 2, unitFanPowerKw: selection.fanPower };
    const saved = await user.call('PUT', `/v1/projects/${projectId}/rooms/${room.id}`, {
      ...read,
      additionalLoad: {
        ...read.additionalLoad,
        evaporator: { count: 2, power: selection.fanPower, duration: 20, source },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = RoomSchema.parse(
      (await user.call('GET', `/v1/projects/${projectId}/rooms/${room.id}`)).body,
    );
    expect(after.additionalLoad.evaporator).toEqual({
      count: 2,
      power: selection.fanPower,
      duration: 20,
      source,
    });
    const takenKw = 2 * selection.fanPower;
    // Q = N · P · h · 3600 kJ/day: the fans' part moves by (taken − suggested) kW over 20 h.
    expect(fanStep(after)?.result.value).toBeCloseTo(takenKw * 20 * 3600, 6);
    expect(fanStep(read)?.result.value).toBeCloseTo(SUGGESTED_KW * 20 * 3600, 6);
    const power = selection.fanPower.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
    expect(fanStep(after)?.label).toBe(
      `Outras cargas — Evaporadores (ventiladores dos evaporadores selecionados (${selection.model}): 2 × ${power} kW)`,
    );
    const requiredBefore = read.heatLoad?.totalKcalh ?? Number.NaN;
    const requiredAfter = after.heatLoad?.totalKcalh ?? Number.NaN;
    // The additional part, kW, moves by exactly the fans' difference.
    expect(
      (after.heatLoad?.additionalLoad ?? 0) - (read.heatLoad?.additionalLoad ?? 0),
    ).toBeCloseTo(takenKw - SUGGESTED_KW, 9);
    expect(requiredAfter).toBeLessThan(requiredBefore);

    // The system, saved again over its version, balances on the room's new required load.
    const resaved = await user.call(
      'PUT',
      `/v1/projects/${projectId}/operating-systems/${system.id}`,
      {
        ...input,
        version: system.version,
      },
    );
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const followed = OperatingSystemSchema.parse(resaved.body);
    expect(followed.configurations[0]?.room.heatLoad?.totalKcalh).toBeCloseTo(requiredAfter, 6);
    if (followed.result?.status !== 'BALANCED') throw new Error('not balanced after');
    expect(followed.result.requiredCapacity).toBeCloseTo(requiredAfter, 6);
    expect(before.requiredCapacity).toBeCloseTo(requiredBefore, 6);
    console.info(
      `fans: ${SUGGESTED_KW} kW suggested → 2 × ${selection.fanPower} = ${takenKw} kW taken (${selection.model}); required ${requiredBefore} → ${requiredAfter} kcal/h; balance DT ${before.resultingDt} → ${followed.result.resultingDt}, capacity ${before.resultingCapacity} → ${followed.result.resultingCapacity}`,
    );
  });

  it('drops the origin when the count is then edited by hand, and refuses an origin without a model', async () => {
    const { projectId, room } = await newRoom();
    const source = { model: 'EP-100', count: 2, unitFanPowerKw: 0.21 };
    const taken = await user.call('PUT', `/v1/projects/${projectId}/rooms/${room.id}`, {
      ...room,
      additionalLoad: {
        ...room.additionalLoad,
        evaporator: { count: 3, power: 0.21, duration: 20, source },
      },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(RoomSchema.parse(taken.body).additionalLoad.evaporator.source).toBeNull();

    const refused = await user.call('PUT', `/v1/projects/${projectId}/rooms/${room.id}`, {
      ...RoomSchema.parse(taken.body),
      additionalLoad: {
        ...room.additionalLoad,
        evaporator: { count: 2, power: 0.21, duration: 20, source: { ...source, model: ' ' } },
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Informe o modelo do evaporador.');
  });
});
