import {
  CatalogModelsAnswerSchema,
  CompressorListAnswerSchema,
  type CatalogModelsAnswer,
} from '@camara-fria/contracts';
import {
  buildSelectionIndex,
  generateDemoCatalog,
  type EquipmentCatalog,
  type SelectionIndex,
} from '@camara-fria/domain';
import { expect } from 'vitest';
import type { UserClient } from './api-client.ts';

/** The demonstration catalogue the API seeds, and its index, for computing expected numbers. */
export const demoCatalog: EquipmentCatalog = generateDemoCatalog(1);
export const demoIndex: SelectionIndex = buildSelectionIndex(demoCatalog);

/** API ids of the active catalogue's models by code (evaporators, condensing and compressor units). */
export async function readModelIds(user: UserClient): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const read = async (body: unknown) => {
    const answer = await user.call<CatalogModelsAnswer>('POST', '/v1/catalog', body);
    expect(answer.status).toBe(200);
    for (const item of CatalogModelsAnswerSchema.parse(answer.body).items)
      ids.set(item.model, item.id);
  };
  await read({ evaporator: { productLine: null } });
  await read({ condensingUnit: { productLine: 'Todos' } });
  const racks = await user.call('GET', '/v1/catalog/compressors');
  for (const item of CompressorListAnswerSchema.parse(racks.body).items)
    ids.set(item.model, item.id);
  return ids;
}

/** The id of a code, failing the test when the catalogue lacks it. */
export function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`no model ${code} in the active catalogue`);
  return id;
}
