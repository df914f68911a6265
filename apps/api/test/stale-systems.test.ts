import {
  ApiErrorSchema,
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 1 (docs/decisions/055): a saved system whose room changed after it was computed
 * is marked stale ("Recalcular") and answers no figure of its old balance; its proposal can be
 * neither issued, sent nor downloaded until the system is saved again. Real HTTP, real database.
 */

const { vendedor } = useTestServer('vendedor');

const OPERATION = -10;
const STALE_MESSAGE =
  'O sistema Sistema 1 foi calculado com dados de câmara que mudaram: abra-o e clique em Recalcular antes de emitir ou enviar a proposta.';

/** A project with one computed 2 °C room, a balanced system at −10 °C and its draft proposal. */
async function projectWithSystem() {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto de resultados atuais',
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
        loadLoss: 2,
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
      loadLoss: 2,
    },
  };
  const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const proposal = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(proposal.status).toBe(201);
  return {
    projectId,
    room,
    input,
    system: OperatingSystemSchema.parse(saved.body),
    proposal: ProposalSchema.parse(proposal.body),
  };
}

type Setup = Awaited<ReturnType<typeof projectWithSystem>>;

async function changeRoom(setup: Setup, roomTemperature: number) {
  const answer = await vendedor.call(
    'PUT',
    `/v1/projects/${setup.projectId}/rooms/${setup.room.id}`,
    {
      ...buildChilledRoom({ name: 'Câmara 1', roomTemperature }),
      version: setup.room.version,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return RoomSchema.parse(answer.body);
}

async function readSystem(setup: Setup) {
  const answer = await vendedor.call(
    'GET',
    `/v1/projects/${setup.projectId}/operating-systems/${setup.system.id}`,
  );
  expect(answer.status).toBe(200);
  return OperatingSystemSchema.parse(answer.body);
}

const revision = (setup: Setup) => `/v1/projects/${setup.projectId}/proposals/${setup.proposal.id}`;

function expectStale(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(ApiErrorSchema.parse(answer.body)).toMatchObject({
    code: 'SYSTEM_STALE',
    message: STALE_MESSAGE,
  });
}

describe('a saved system whose room changed', () => {
  it('the issue case: the room at −35 °C leaves no old figure beside the new load, and the proposal is blocked', async () => {
    const setup = await projectWithSystem();
    const before = setup.system;
    if (before.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(before.isStale).toBe(false);
    console.info(
      `before: room 2 °C, required ${before.result.requiredCapacity.toFixed(0)} kcal/h, DT ${before.result.resultingDt.toFixed(2)} K, capacity ${before.result.resultingCapacity.toFixed(0)} kcal/h`,
    );

    const colder = await changeRoom(setup, -35);
    const after = await readSystem(setup);
    console.info(
      `after: room −35 °C, required ${(colder.heatLoad?.totalKcalh ?? 0).toFixed(0)} kcal/h, isStale ${after.isStale}, result ${JSON.stringify(after.result)}`,
    );
    expect(after.configurations[0]?.room.heatLoad?.totalKcalh).toBe(colder.heatLoad?.totalKcalh);
    expect(after).toMatchObject({
      isStale: true,
      result: null,
      resultingDt: null,
      resultingCapacity: null,
    });
    const listed = OperatingSystemSchema.array().parse(
      (
        (await vendedor.call('GET', `/v1/projects/${setup.projectId}/operating-systems`)).body as {
          items: unknown;
        }
      ).items,
    );
    expect(listed.find((system) => system.id === before.id)?.isStale).toBe(true);

    const draft = ProposalSchema.parse((await vendedor.call('GET', revision(setup))).body);
    expect(draft.systems).toEqual([
      expect.objectContaining({
        id: before.id,
        isStale: true,
        resultingDt: null,
        resultingCapacity: null,
      }),
    ]);
    expectStale(
      await vendedor.call('POST', `${revision(setup)}/revisions`, { version: draft.version }),
    );
    // A draft is never sent, stale or not (docs/decisions/063).
    const send = await vendedor.call('POST', `${revision(setup)}/send`, {
      to: ['cliente@example.com'],
      cc: [],
      subject: 'Proposta',
      message: 'Segue a proposta.',
    });
    expect(send.status).toBe(409);
    expect(ApiErrorSchema.parse(send.body).code).toBe('REVISION_NOT_ISSUED');
    expectStale(await vendedor.call('GET', `${revision(setup)}/download/pdf`));
    expect(ProposalSchema.parse((await vendedor.call('GET', revision(setup))).body).status).toBe(
      'DRAFT',
    );
    // Recalcular (saving the same choices) is refused while the room no longer fits the system.
    const recalculated = await vendedor.call(
      'PUT',
      `/v1/projects/${setup.projectId}/operating-systems/${before.id}`,
      { ...setup.input, version: after.version },
    );
    expect(recalculated.status).toBe(400);
    expect(ApiErrorSchema.parse(recalculated.body).message).toContain(
      'A câmara Câmara 1 não pode entrar neste sistema',
    );
    expect((await readSystem(setup)).isStale).toBe(true);
  });

  it('is current again once saved: the new balance is answered and the revision issues', async () => {
    const setup = await projectWithSystem();
    const before = setup.system;
    if (before.result?.status !== 'BALANCED') throw new Error('not balanced');
    await changeRoom(setup, -2);
    const stale = await readSystem(setup);
    expect(stale.isStale).toBe(true);
    expectStale(
      await vendedor.call('POST', `${revision(setup)}/revisions`, {
        version: setup.proposal.version,
      }),
    );

    const recalculated = await vendedor.call(
      'PUT',
      `/v1/projects/${setup.projectId}/operating-systems/${before.id}`,
      { ...setup.input, version: stale.version },
    );
    expect(recalculated.status, JSON.stringify(recalculated.body)).toBe(200);
    const current = OperatingSystemSchema.parse(recalculated.body);
    if (current.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(current.isStale).toBe(false);
    expect(current.result.resultingDt).toBeLessThan(before.result.resultingDt);
    expect((await readSystem(setup)).isStale).toBe(false);

    const draft = ProposalSchema.parse((await vendedor.call('GET', revision(setup))).body);
    expect(draft.systems[0]).toMatchObject({
      isStale: false,
      resultingDt: current.result.resultingDt,
      resultingCapacity: current.result.resultingCapacity,
    });
    const issued = await vendedor.call('POST', `${revision(setup)}/revisions`, {
      version: draft.version,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  });
});
