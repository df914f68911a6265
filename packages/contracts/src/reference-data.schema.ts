import { recordIdParam } from './primitives.ts';
import { z } from './zod.ts';

/** GET /v1/goods/groups */
export const GoodsGroupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type GoodsGroup = z.infer<typeof GoodsGroupSchema>;

/** Where each thermal value of a good comes from (shown in the memorial de cálculo). */
export const GoodsSourcesSchema = z.object({
  composition: z.string(),
  freezingPoint: z.string(),
  specificHeatAboveFreezing: z.string(),
  specificHeatBelowFreezing: z.string(),
  latentHeatOfFusion: z.string(),
  heatOfRespiration: z.string(),
});

/**
 * GET /v1/goods and /v1/goods/groups/{id}/goods. Units: freezingPoint °C; specific heats
 * kJ/(kg·K); latentHeatOfFusion kJ/kg; heatOfRespiration mW/kg.
 */
export const GoodsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group: GoodsGroupSchema,
  freezingPoint: z.number(),
  specificHeatAboveFreezing: z.number(),
  specificHeatBelowFreezing: z.number(),
  latentHeatOfFusion: z.number(),
  heatOfRespiration: z.number(),
  sources: GoodsSourcesSchema,
});
export type Goods = z.infer<typeof GoodsSchema>;

/** GET /v1/refrigerants: id and code (spec), with the glide in K. */
export const RefrigerantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  glideK: z.number(),
});
export type Refrigerant = z.infer<typeof RefrigerantSchema>;

/** GET /v1/materials: materials 10–15 with conductivity in W/(m·K). */
export const MaterialSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  conductivity: z.number(),
});
export type Material = z.infer<typeof MaterialSchema>;

export const IdParamsSchema = z.object({
  id: recordIdParam(),
});
