import {
  ComparisonAnswerSchema,
  CompressorListAnswerSchema,
  CondenserListAnswerSchema,
  CondensingUnitOptionsSchema,
  CondensingUnitSearchAnswerSchema,
  SkuLookupAnswerSchema,
  type ComparisonAnswer,
  type ComparisonRequest,
  type CompressorListAnswer,
  type CondenserListAnswer,
  type CondensingUnitOptionsDto,
  type CondensingUnitSearchAnswer,
  type CondensingUnitSearchRequest,
  type SkuLookupRequest,
  type UnitSkuDto,
} from '@camara-fria/contracts';
import { requestApi } from '../../../../lib/api-client.ts';

/** The catalogue calls of the unit modals (spec part 2 §7; each modal toasts its own §8 error). */

/** GET /v1/catalog/condensing-units/options?productLine=…: the filters' choices of a line. */
export function getCondensingUnitOptions(
  productLine: string,
  signal?: AbortSignal,
): Promise<CondensingUnitOptionsDto> {
  return requestApi('/v1/catalog/condensing-units/options', {
    query: { productLine },
    schema: CondensingUnitOptionsSchema,
    signal,
  });
}

/** POST /v1/catalog/condensing-units/search: units above 90 % of the load. */
export function searchCondensingUnits(
  body: CondensingUnitSearchRequest,
): Promise<CondensingUnitSearchAnswer> {
  return requestApi('/v1/catalog/condensing-units/search', {
    method: 'POST',
    json: body,
    schema: CondensingUnitSearchAnswerSchema,
  });
}

/** POST /v1/catalog/skus (condensingUnit): the unit SKUs rated at the conditions, in order. */
export async function lookupUnitSkus(
  body: NonNullable<SkuLookupRequest['condensingUnit']>,
  signal?: AbortSignal,
): Promise<UnitSkuDto[]> {
  const answer = await requestApi('/v1/catalog/skus', {
    method: 'POST',
    json: { condensingUnit: body },
    schema: SkuLookupAnswerSchema,
    signal,
  });
  return answer.items.filter((item): item is UnitSkuDto => item.kind !== 'EVAPORATOR');
}

/** POST /v1/catalog/comparison (condensingUnit): up to 3 units side by side. */
export function compareCondensingUnits(
  entries: NonNullable<ComparisonRequest['condensingUnit']>,
): Promise<ComparisonAnswer> {
  return requestApi('/v1/catalog/comparison', {
    method: 'POST',
    json: { condensingUnit: entries },
    schema: ComparisonAnswerSchema,
  });
}

/** GET /v1/catalog/compressors: the rack compressor units with their SKUs. */
export function getCompressors(signal?: AbortSignal): Promise<CompressorListAnswer> {
  return requestApi('/v1/catalog/compressors', { schema: CompressorListAnswerSchema, signal });
}

/** GET /v1/catalog/condensers: the remote condensers with their SKUs. */
export function getCondensers(signal?: AbortSignal): Promise<CondenserListAnswer> {
  return requestApi('/v1/catalog/condensers', { schema: CondenserListAnswerSchema, signal });
}
