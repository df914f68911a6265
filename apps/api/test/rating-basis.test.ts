import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 8 (docs/decisions/062): the demonstration units are on the EN 12900 basis and
 * say so; every capacity the proposal prints states the conditions it was computed at; the
 * proposal shows the design and the balance evaporating temperatures, each labelled.
 * Real HTTP, real database (PGlite or PostgreSQL).
 */

const { vendedor } = useTestServer('vendedor');

const OPERATION = -10;
const LOAD_LOSS = 2;

/** A project with one computed 2 °C room, a balanced system at −10 °C (2 K line loss) and its draft. */
async function projectWithSystem() {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto da base de classificação',
    customer: { address: {} },
  });
  const projectId = ProjectSchema.parse(project.body).id;
  const roomAnswer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara 1' }),
  );
  expect(roomAnswer.status).toBe(201);
  const room = RoomSchema.parse(roomAnswer.body);
  const load = room.heatLoad?.totalKcalh ?? 0;
  const evaporators = EvaporatorSearchAnswerSchema.parse(
    (
      await vendedor.call('POST', '/v1/catalog/evaporators/search', {
        refrigerantFluid: 'R404A',
        evaporationTemperature: OPERATION,
        evaporatorDt: 6,
        count: 1,
        unitCapacity: load,
        roomTemperature: 2,
      })
    ).body,
  );
  const units = CondensingUnitSearchAnswerSchema.parse(
    (
      await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
        refrigerantFluid: 'R404A',
        unitCapacity: load,
        evaporationTemperature: OPERATION,
        ambientTemperature: 35,
        loadLoss: LOAD_LOSS,
        count: 1,
        powerSupply: { frequencyHz: 60 },
      })
    ).body,
  );
  const [evaporator] = evaporators.items;
  const [unit] = units.items;
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
      loadLoss: LOAD_LOSS,
    },
  };
  const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const proposal = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(proposal.status).toBe(201);
  return {
    system: OperatingSystemSchema.parse(saved.body),
    proposal: ProposalSchema.parse(proposal.body),
  };
}

type Setup = Awaited<ReturnType<typeof projectWithSystem>>;
let setup: Setup;

beforeAll(async () => {
  setup = await projectWithSystem();
});

const pt = (value: number, digits = 0) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value);

describe('the rating basis of the demonstration units (issue 28 item 8)', () => {
  it('is the 1.1.0 demonstration catalogue, on EN 12900, and the unit selection names its basis', () => {
    expect(setup.system.catalogVersion.key).toBe('demo-1.1.0-seed-1');
    expect(setup.system.condensingUnit?.ratingBasis).toBe('EN12900_10K_SUPERHEAT');
  });
});

describe('every capacity the proposal prints states its conditions (issue 28 item 8)', () => {
  it('the evaporator line gives its DT and its evaporating temperature (was "5.330 kcal/h (DT 12 K)")', () => {
    const evaporator = setup.system.configurations[0]?.evaporator;
    if (!evaporator) throw new Error('no evaporator');
    const line = setup.proposal.equipments.find((item) => item.type === 'EVAPORATOR');
    expect(line?.commercialDescription).toContain(
      `${pt(evaporator.unitCapacity)} kcal/h (DT ${pt(evaporator.temperatureDelta, 1)} K, evaporação ${pt(OPERATION)} °C)`,
    );
  });

  it('the unit line names the design evaporation, the suction it was read at, the ambient and the basis (was "(evaporação −10 °C)" at suction −12 °C)', () => {
    const unit = setup.system.condensingUnit;
    if (!unit?.unitCapacity) throw new Error('no unit capacity');
    const line = setup.proposal.equipments.find((item) => item.type === 'CONDENSING_UNIT');
    expect(line?.commercialDescription).toContain(
      `${pt(unit.unitCapacity)} kcal/h (evaporação de projeto ${pt(OPERATION)} °C, sucção ${pt(OPERATION - LOAD_LOSS)} °C, ambiente 35 °C, EN 12900, superaquecimento 10 K)`,
    );
  });

  it('the result gives the balance evaporating temperature its DT and capacity were computed at, beside the design one', () => {
    const result = setup.system.result;
    if (result?.status !== 'BALANCED') throw new Error('not balanced');
    // The balance moves off the design point: the two temperatures are two figures.
    expect(result.evaporatingTemperature).not.toBe(OPERATION);
    const [system] = setup.proposal.systems;
    expect(system).toMatchObject({
      operationTemperature: OPERATION,
      balanceEvaporatingTemperature: result.evaporatingTemperature,
      resultingDt: result.resultingDt,
      resultingCapacity: result.resultingCapacity,
    });
  });
});
