import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInFrom } from './sign-in.ts';

/**
 * The equipment screen (/projects/{id}/equipments, issue 12) for the e2e specs: a project with
 * rooms made through the API, and the steps of a system's 'Configuração do Sistema'.
 */

/** A whole room input (the domain's suggested 10 × 8 × 3 m room), for POST …/rooms. */
const ROOM_INPUT = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'room-input.json'), 'utf8'),
) as Record<string, unknown>;

/** Calls the API with the signed-in page's own token; answers status and JSON. */
export async function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('camara-fria.auth.access-token');
      const answer = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, json: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, url, body },
  );
}

/**
 * Signs in as the seller and creates a project with `rooms` (name and room temperature, °C)
 * through the API; answers the project's id.
 */
export async function createProjectWithRooms(
  page: Page,
  baseUrl: string,
  name: string,
  rooms: readonly (readonly [name: string, roomTemperature: number])[],
): Promise<number> {
  await signInFrom(page, `${baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${baseUrl}/projects`);
  const project = await callApi(page, 'POST', '/v1/projects', {
    name,
    status: 'PENDING',
    customer: { name: 'Frigorífico Teste', address: {} },
  });
  expect(project.status).toBe(201);
  const projectId = (project.json as { id: number }).id;
  for (const [roomName, roomTemperature] of rooms) {
    const room = await callApi(page, 'POST', `/v1/projects/${projectId}/rooms`, {
      ...ROOM_INPUT,
      name: roomName,
      roomTemperature,
    });
    expect(room.status, `room ${roomName}`).toBe(201);
  }
  return projectId;
}

/** The accordion panel of the system named `name` (a new one is 'Novo sistema'). */
export function findSystemPanel(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

export type SystemSettingsInput = {
  name: string;
  /** °C, as typed (pt-BR). */
  operationTemperature: string;
  refrigerantFluid: string;
  rack: boolean;
};

/**
 * Fills the panel's 'Configuração do Sistema' form (name, evaporation temperature, refrigerant,
 * machine type) and stores it with 'Confirmar configuração'.
 */
export async function configureSystem(
  page: Page,
  panel: Locator,
  settings: SystemSettingsInput,
): Promise<void> {
  const form = panel.getByRole('form', { name: 'Configuração do Sistema' });
  await form.waitFor({ timeout: 15_000 });
  await form.getByRole('textbox', { name: /^Nome/ }).fill(settings.name);
  await form
    .getByRole('textbox', { name: /^Temperatura de evaporação/ })
    .fill(settings.operationTemperature);
  await form.getByRole('combobox', { name: /^Fluido refrigerante/ }).click();
  await page.getByRole('option', { name: settings.refrigerantFluid, exact: true }).click();
  await form
    .getByRole('radio', {
      name: settings.rack ? 'Rack/Compressor + Condensador' : 'Unidade Condensadora',
    })
    .check();
  await form.getByRole('button', { name: 'Confirmar configuração' }).click();
}

/** Opens a unit block's modal: 'Unidade Condensadora', 'Rack/Compressor' or 'Condensador'. */
export async function openUnitBlock(panel: Locator, block: string): Promise<void> {
  await panel.getByRole('button', { name: `Selecione o equipamento: ${block}` }).click();
}

/**
 * The rows of the 'Evaporador' table (one per room) whose name matches: the room-coverage table
 * below the result names its rooms too (docs/decisions/061).
 */
export function evaporatorRows(scope: Page | Locator, name: RegExp): Locator {
  return scope.getByRole('table', { name: 'Evaporador' }).getByRole('row', { name });
}

/** Opens the 'Seleção de Evaporadores' modal of the room's row. */
export async function openEvaporatorRow(panel: Locator, roomName: string): Promise<void> {
  await evaporatorRows(panel, new RegExp(roomName))
    .getByRole('button', { name: 'Selecione o Evaporador' })
    .click();
}

/** A read-only figure of the result ('DT Resultante', 'Capacidade Total (Kcal/h)'). */
export async function readResultValue(page: Page, label: string): Promise<string> {
  return page.getByRole('textbox', { name: label, exact: true }).first().inputValue();
}
