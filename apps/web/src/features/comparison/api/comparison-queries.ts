import type { ComparisonItemDto } from '@camara-fria/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  compareCondensingUnits,
  compareEvaporators,
  searchCondensingUnits,
  searchEvaporators,
} from '../../equipments/index.ts';
import { buildComparisonRequest, type ComparisonSearch } from '../utils/comparison-search.ts';

/**
 * Spec §3 "Model search result" (plus the line image the cards show). `nominalCapacity` is the
 * comparison's "Capacidade nominal" of the model (docs/decisions/054): one evaporator at the
 * searched fluid, Te and DT; one unit at the fluid, Te − loadLoss, the ambient and the supply
 * frequency. The comparison table shows the same figure.
 */
export type ModelSearchResult = {
  id: number;
  model: string;
  line: string;
  image: string | null;
  nominalCapacity: number;
};

const byNominalCapacity = (a: ModelSearchResult, b: ModelSearchResult) =>
  a.nominalCapacity - b.nominalCapacity || a.model.localeCompare(b.model);

/**
 * The saved search's models, smallest "Capacidade nominal" first: POST
 * /v1/catalog/evaporators/search (one evaporator, its DT) or /v1/catalog/condensing-units/search
 * (one unit, at the chosen supply frequency). The condensing search answers only units above
 * 90 % of the capacity (spec §5).
 */
export async function searchModels(search: ComparisonSearch): Promise<ModelSearchResult[]> {
  if (search.type === 'evaporator') {
    const answer = await searchEvaporators({ ...search.values, count: 1 });
    return answer.items
      .map((hit) => ({
        id: hit.id,
        model: hit.model,
        line: hit.line,
        image: hit.image,
        nominalCapacity: hit.capacityDtPerUnit,
      }))
      .sort(byNominalCapacity);
  }
  const { frequencyHz, ...values } = search.values;
  const answer = await searchCondensingUnits({ ...values, count: 1, powerSupply: { frequencyHz } });
  return answer.items
    .map((hit) => ({
      id: hit.id,
      model: hit.model,
      line: hit.line,
      image: hit.image,
      nominalCapacity: hit.capacityPerUnit,
    }))
    .sort(byNominalCapacity);
}

/** POST /v1/catalog/comparison for the ticked ids, in the order they were ticked. */
export async function compareModels(
  search: ComparisonSearch,
  ids: readonly number[],
): Promise<ComparisonItemDto[]> {
  const request = buildComparisonRequest(search, ids);
  if (request.evaporator) return compareEvaporators(request.evaporator);
  const answer = await compareCondensingUnits(request.condensingUnit ?? []);
  return answer.items;
}

export function useModelSearch(search: ComparisonSearch | null) {
  return useQuery({
    queryKey: ['comparison', 'search', search],
    queryFn: () => searchModels(search as ComparisonSearch),
    enabled: search !== null,
  });
}

export function useModelComparison(search: ComparisonSearch | null, ids: readonly number[]) {
  return useQuery({
    queryKey: ['comparison', 'compare', search, ids],
    queryFn: () => compareModels(search as ComparisonSearch, ids),
    enabled: search !== null && ids.length > 0,
  });
}
