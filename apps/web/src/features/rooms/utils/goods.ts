import type { Goods } from '@camara-fria/contracts';
import type { GoodsRecord } from '@camara-fria/domain';

/** A good of GET /v1/goods/groups/{id}/goods as the domain's catalogue entry. */
export function toGoodsRecord(goods: Goods): GoodsRecord {
  return {
    id: goods.id,
    code: goods.code,
    name: goods.name,
    groupId: goods.group.id,
    waterPct: null,
    freezingPoint: goods.freezingPoint,
    specificHeatAboveFreezing: goods.specificHeatAboveFreezing,
    specificHeatBelowFreezing: goods.specificHeatBelowFreezing,
    latentHeatOfFusion: goods.latentHeatOfFusion,
    heatOfRespiration: goods.heatOfRespiration,
    sources: goods.sources,
  };
}
