import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  SystemCalculationAnswerSchema,
  type EvaporatorSearchHit,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 7 (docs/decisions/060): each evaporator line carries its application range (room
 * temperatures), the search suggests no line outside the room's temperature, shows one only
 * when asked explicitly (with a Portuguese warning), and a system saved with such a line carries
 * a warning in its result and in its proposal. Real HTTP, real database (both engines).
 */

const { vendedor: user } = useTestServer('vendedor');

/** Fins per inch of a fin spacing in mm, as the API rounds it (25,4 ÷ spacing, 0,1). */
const finsPerInchOf = (spacingMm: number) => Math.round((25.4 / spacingMm) * 10) / 10;
/** Fin spacing narrower than 6 mm: a cooler coil (4,2 or 4,5 mm in the demonstration). */
const isCoolerFin = (hit: EvaporatorSearchHit) => hit.finsPerInch > finsPerInchOf(6);
/** Fin spacing of 7 mm or more: the frozen-goods coils (FL, FL+, FXB+, FBA). */
const isFrozenGoodsFin = (hit: EvaporatorSearchHit) => hit.finsPerInch <= finsPerInchOf(7);

async function search(body: Record<string, unknown>) {
  const answer = await user.call('POST', '/v1/catalog/evaporators/search', {
    refrigerantFluid: 'R404A',
    evaporatorDt: 6,
    count: 1,
    unitCapacity: 5000,
    limit: 50,
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return EvaporatorSearchAnswerSchema.parse(answer.body).items;
}

describe('the evaporator search keeps to each line’s application', () => {
  it('offers no 4,5 mm-fin cooler line to a −22 °C room at −30 °C (before: MP-2X400-45, EP…)', async () => {
    const items = await search({ evaporationTemperature: -30, roomTemperature: -22 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter(isCoolerFin).map((hit) => hit.model)).toEqual([]);
    for (const hit of items) {
      expect(hit.applicationWarning).toBeNull();
      const { minRoomTemperature, maxRoomTemperature } = hit.applicationRange;
      expect(minRoomTemperature ?? -Infinity).toBeLessThanOrEqual(-22);
      expect(maxRoomTemperature ?? Infinity).toBeGreaterThanOrEqual(-22);
    }
  });

  it('offers no frozen-goods line to a −2 °C room (before: FL-1X500-70, FBA…)', async () => {
    const items = await search({ evaporationTemperature: -8, roomTemperature: -2 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter(isFrozenGoodsFin).map((hit) => hit.model)).toEqual([]);
    expect(items.filter((hit) => ['FL', 'FL+', 'FXB+', 'FBA'].includes(hit.line))).toEqual([]);
  });

  it('shows a line outside its application only when asked, each with a Portuguese warning', async () => {
    const items = await search({
      evaporationTemperature: -30,
      roomTemperature: -22,
      productLine: 'MP',
      includeOutsideApplication: true,
    });
    const [hit] = items;
    if (!hit) throw new Error('no MP model answered');
    expect(hit.applicationRange).toEqual({ minRoomTemperature: -5, maxRoomTemperature: null });
    expect(hit.applicationWarning).toBe(
      'Fora da aplicação: a linha MP é indicada para câmaras a partir de -5 °C, e esta câmara está a -22 °C.',
    );
    const without = await search({
      evaporationTemperature: -30,
      roomTemperature: -22,
      productLine: 'MP',
    });
    expect(without).toEqual([]);
  });

  it('answers every line without a room temperature, none flagged', async () => {
    const items = await search({ evaporationTemperature: -30 });
    expect(items.some(isCoolerFin)).toBe(true);
    expect(items.every((hit) => hit.applicationWarning === null)).toBe(true);
  });
});

const OPERATION = -30;
const OUTSIDE = {
  code: 'EVAPORATOR_OUTSIDE_APPLICATION',
  message:
    'O evaporador da câmara Câmara Congelados (linha MP) é indicado para câmaras a partir de -5 °C, e a câmara está a -22 °C: fora da aplicação da linha.',
  field: 'configurations.0.evaporator',
};

async function systemWithLine(productLine: string) {
  const project = await user.call('POST', '/v1/projects', {
    name: 'Projeto de aplicação',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const roomAnswer = await user.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({
      name: 'Câmara Congelados',
      roomTemperature: -22,
      calculationType: 2,
      typedTotalKcalh: 5000,
    }),
  );
  expect(roomAnswer.status).toBe(201);
  const room = RoomSchema.parse(roomAnswer.body);
  const [evaporator] = await search({
    evaporationTemperature: OPERATION,
    roomTemperature: -22,
    productLine,
    includeOutsideApplication: true,
  });
  const units = await user.call('POST', '/v1/catalog/condensing-units/search', {
    refrigerantFluid: 'R404A',
    unitCapacity: 5000,
    evaporationTemperature: OPERATION,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 1,
    powerSupply: { frequencyHz: 60 },
  });
  const [unit] = CondensingUnitSearchAnswerSchema.parse(units.body).items;
  if (!evaporator?.skus[0] || !unit?.skus[0]) throw new Error('no equipment found');
  const input: OperatingSystemInputValues = {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: 'R404A',
    configurations: [
      {
        roomId: room.id,
        evaporator: {
          kind: 'DEFAULT',
          modelId: evaporator.id,
          skuId: evaporator.skus[0].id,
          count: 1,
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
  return { projectId, input };
}

describe('a system saved with a line outside its application', () => {
  it('carries a warning in its result, its calculation and its proposal (before: none)', async () => {
    const { projectId, input } = await systemWithLine('MP');
    const saved = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    if (system.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(system.result.warnings).toContainEqual(OUTSIDE);

    const calculated = await user.call(
      'POST',
      `/v1/projects/${projectId}/operating-systems/calculation`,
      input,
    );
    expect(calculated.status).toBe(200);
    const { result } = SystemCalculationAnswerSchema.parse(calculated.body);
    if (result.status !== 'BALANCED') throw new Error('not balanced');
    expect(result.warnings).toContainEqual(OUTSIDE);

    const proposal = await user.call('POST', `/v1/projects/${projectId}/proposals`);
    expect(proposal.status).toBe(201);
    const [listed] = ProposalSchema.parse(proposal.body).systems;
    expect(listed?.warnings).toContainEqual({ code: OUTSIDE.code, message: OUTSIDE.message });
  });

  it('has no such warning with a line made for the room', async () => {
    const { projectId, input } = await systemWithLine('FL');
    const saved = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const system = OperatingSystemSchema.parse(saved.body);
    if (system.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(system.result.warnings.map((warning) => warning.code)).not.toContain(OUTSIDE.code);
  });
});
