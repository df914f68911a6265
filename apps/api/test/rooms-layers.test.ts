import { ApiErrorSchema, ProjectSchema, RoomSchema, type RoomDto } from '@camara-fria/contracts';
import { computeHeatLoad, MATERIALS, type Surface } from '@camara-fria/domain';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Issue 11 item 2 (ADR 024): a surface's custom k and up to two more layers, over real HTTP.

let server: TestServer;
let vendedor: UserClient;
let roomsPath: string;

beforeAll(async () => {
  server = await startTestServer();
  vendedor = await signInAs(server, 'vendedor');
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto com camadas',
    customer: { address: {} },
  });
  roomsPath = `/v1/projects/${ProjectSchema.parse(project.body).id}/rooms`;
});
afterAll(async () => {
  await server.close();
});

/** The chilled room with its ceiling changed. */
function withCeiling(ceiling: Partial<Surface>) {
  const room = buildChilledRoom();
  return {
    ...room,
    heatTransfer: { ...room.heatTransfer, ceiling: { ...room.heatTransfer.ceiling, ...ceiling } },
  };
}

const ceilingStep = (room: RoomDto) =>
  room.calculationSteps?.find((step) => step.key === 'heatTransfer.ceiling');

describe('rooms: a surface with a custom k and a second layer', () => {
  it('stores them, reads them back and recomputes the heat load with them', async () => {
    const plain = RoomSchema.parse(
      (await vendedor.call('POST', roomsPath, buildChilledRoom())).body,
    );
    expect(plain.heatTransfer.ceiling).toMatchObject({ conductivity: null, additionalLayers: [] });

    const layer = { material: { id: 16 }, thickness: 50, conductivity: null };
    const input = withCeiling({ conductivity: 0.03, additionalLayers: [layer] });
    const saved = await vendedor.call('PUT', `${roomsPath}/${plain.id}`, {
      ...input,
      version: plain.version,
    });
    expect(saved.status).toBe(200);
    const read = RoomSchema.parse((await vendedor.call('GET', `${roomsPath}/${plain.id}`)).body);
    expect(read.heatTransfer.ceiling).toMatchObject({
      conductivity: 0.03,
      additionalLayers: [layer],
    });

    // PUR 0.03 (custom) + 50 mm timber 0.15: a timber layer brings the films (ADR 024).
    const thickness = input.heatTransfer.ceiling.thickness / 1000;
    const u = 1 / (0.12 + thickness / 0.03 + 0.05 / 0.15 + 0.04);
    const step = ceilingStep(read);
    expect(step?.inputs.find((quantity) => quantity.symbol === 'U')?.value).toBeCloseTo(u, 12);
    expect(step?.inputs.slice(0, 4).map((quantity) => [quantity.label, quantity.value])).toEqual([
      ['Condutividade — PUR (camada 1, personalizada)', 0.03],
      ['Espessura — PUR (camada 1)', thickness],
      ['Condutividade — Madeira (camada 2)', 0.15],
      ['Espessura — Madeira (camada 2)', 0.05],
    ]);
    const expected = computeHeatLoad(input, { materials: MATERIALS });
    expect(read.heatLoad?.heatTransfer).toBeCloseTo(expected.heatTransfer ?? 0, 9);
    expect(read.heatLoad?.heatTransfer).not.toBeCloseTo(plain.heatLoad?.heatTransfer ?? 0, 3);
    expect(read.heatLoad?.totalKw).toBeCloseTo(expected.totalKw, 9);
  });

  it('refuses an unknown material in a layer, or a k out of range, with Portuguese field messages', async () => {
    const room = RoomSchema.parse(
      (await vendedor.call('POST', roomsPath, buildChilledRoom())).body,
    );
    const unknown = await vendedor.call('PUT', `${roomsPath}/${room.id}`, {
      ...withCeiling({
        additionalLayers: [{ material: { id: 99 }, thickness: 50, conductivity: null }],
      }),
      version: room.version,
    });
    expect(unknown.status).toBe(400);
    expect(ApiErrorSchema.parse(unknown.body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'heatTransfer.ceiling.additionalLayers.0.material.id',
          message: 'Material desconhecido. Escolha um material da lista.',
        },
      ],
    });

    const badK = await vendedor.call('PUT', `${roomsPath}/${room.id}`, {
      ...withCeiling({
        conductivity: 0,
        additionalLayers: [{ material: { id: 14 }, thickness: 150, conductivity: 50 }],
      }),
      version: room.version,
    });
    expect(badK.status).toBe(400);
    expect(ApiErrorSchema.parse(badK.body).details).toEqual([
      {
        path: 'heatTransfer.ceiling.conductivity',
        message: 'A condutividade deve ser maior que zero.',
      },
      {
        path: 'heatTransfer.ceiling.additionalLayers.0.conductivity',
        message: 'A condutividade é no máximo 5 W/(m·K).',
      },
    ]);
    const stored = RoomSchema.parse((await vendedor.call('GET', `${roomsPath}/${room.id}`)).body);
    expect(stored.version).toBe(room.version);
    expect(stored.heatTransfer.ceiling.additionalLayers).toEqual([]);
  });

  it('names an unknown main material in Portuguese too', async () => {
    const answer = await vendedor.call('POST', roomsPath, withCeiling({ material: { id: 99 } }));
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).details).toEqual([
      {
        path: 'heatTransfer.ceiling.material.id',
        message: 'Material desconhecido. Escolha um material da lista.',
      },
    ]);
  });
});
