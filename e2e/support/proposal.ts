import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './equipments.ts';
import { signInFrom } from './sign-in.ts';

/**
 * The proposal screen (/projects/{id}/proposal, issue 14) for the e2e specs: a project with two
 * rooms and a saved, balanced system (an evaporator per room and a condensing unit), all made
 * through the API with the signed-in user's own token, as the equipment screen would save it.
 */

const ROOM_INPUT = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'room-input.json'), 'utf8'),
) as Record<string, unknown>;

const OPERATION_TEMPERATURE = -10;
const REFRIGERANT = 'R404A';

type Hit = { id: number; model: string; skus: { id: number; sku: string }[] };

async function searchFirst(page: Page, url: string, body: unknown, what: string) {
  const answer = await callApi(page, 'POST', url, body);
  expect(answer.status, what).toBe(200);
  const [hit] = (answer.json as { items: Hit[] }).items;
  const sku = hit?.skus[0];
  if (!hit || !sku) throw new Error(`no ${what} found`);
  return { modelId: hit.id, skuId: sku.id, model: hit.model, sku: sku.sku };
}

export type SavedSystemProject = {
  projectId: number;
  /** The chosen models and SKUs, as the proposal lists them. */
  evaporators: { model: string; sku: string }[];
  unit: { model: string; sku: string };
};

/**
 * Signs in as `username` (the demo 'vendedor' or 'editor') and creates a project with the rooms
 * `rooms` (name, room temperature °C) and one saved system serving them all.
 */
export async function createProjectWithSavedSystem(
  page: Page,
  baseUrl: string,
  name: string,
  username: string,
  rooms: readonly (readonly [name: string, roomTemperature: number])[] = [
    ['Resfriados', 0],
    ['Laticínios', 2],
  ],
): Promise<SavedSystemProject> {
  await signInFrom(page, `${baseUrl}/projects`, username);
  await page.waitForURL(`${baseUrl}/projects`);
  const project = await callApi(page, 'POST', '/v1/projects', {
    name,
    status: 'PENDING',
    customer: {
      name: 'Frigorífico Boa Vista Ltda.',
      email: 'compras@boavista.com.br',
      address: { street: 'Rua das Indústrias, 100', state: 'SP', city: 'Campinas' },
    },
  });
  expect(project.status, 'project').toBe(201);
  const projectId = (project.json as { id: number }).id;

  const configurations: unknown[] = [];
  const evaporators: { model: string; sku: string }[] = [];
  let totalLoad = 0;
  for (const [roomName, roomTemperature] of rooms) {
    const room = await callApi(page, 'POST', `/v1/projects/${projectId}/rooms`, {
      ...ROOM_INPUT,
      name: roomName,
      roomTemperature,
    });
    expect(room.status, `room ${roomName}`).toBe(201);
    const saved = room.json as { id: number; heatLoad?: { totalKcalh: number } };
    const load = saved.heatLoad?.totalKcalh ?? 0;
    totalLoad += load;
    const evaporator = await searchFirst(
      page,
      '/v1/catalog/evaporators/search',
      {
        refrigerantFluid: REFRIGERANT,
        evaporationTemperature: OPERATION_TEMPERATURE,
        // The room's design DT, within the 10,4 K the demonstration's SC2 lines are valid to
        // (no model is suggested beyond its maximum DT, docs/decisions/059).
        evaporatorDt: Math.min(roomTemperature - OPERATION_TEMPERATURE, 10),
        count: 1,
        unitCapacity: load,
        roomTemperature,
      },
      `evaporator for ${roomName}`,
    );
    evaporators.push({ model: evaporator.model, sku: evaporator.sku });
    configurations.push({
      roomId: saved.id,
      evaporator: { kind: 'DEFAULT', modelId: evaporator.modelId, skuId: evaporator.skuId },
    });
  }
  const unit = await searchFirst(
    page,
    '/v1/catalog/condensing-units/search',
    {
      refrigerantFluid: REFRIGERANT,
      unitCapacity: totalLoad,
      evaporationTemperature: OPERATION_TEMPERATURE,
      ambientTemperature: 35,
      loadLoss: 2,
      count: 1,
      powerSupply: { frequencyHz: 60 },
    },
    'condensing unit',
  );
  const system = await callApi(page, 'POST', `/v1/projects/${projectId}/operating-systems`, {
    name: 'Sistema 1',
    active: true,
    rack: false,
    operationTemperature: OPERATION_TEMPERATURE,
    refrigerantFluid: REFRIGERANT,
    configurations,
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.modelId,
      skuId: unit.skuId,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  });
  expect(system.status, 'system').toBe(201);
  return { projectId, evaporators, unit: { model: unit.model, sku: unit.sku } };
}
