import type { GoodsOrigin, LineProduction, StateCode } from '@camara-fria/contracts';
import type { TaxBuyer } from './types.ts';

/*
 * What the fiscal profiles decide (../shared/docs/taxes-research.md §2, §5 and the addendum):
 * whether the buyer is a final consumer, whether IPI enters the ICMS base, who pays the DIFAL,
 * the interstate rate's key, and the CFOP family.
 */

/** South and Southeast except Espírito Santo: their sales to N/NE/CO and ES take 7 %. */
const SOUTH_SOUTHEAST_EXCEPT_ES: readonly StateCode[] = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS'];

/** Origins 1, 2, 3 and 8 (imported, or import content above 40 %) take 4 % (Res. Senado 13/2012). */
const IMPORTED_ORIGINS: readonly GoodsOrigin[] = [1, 2, 3, 8];

export type InterstateKey = 'S_SE_TO_N_NE_CO_ES' | 'OTHER' | 'IMPORTED';

/**
 * The interstate ICMS row's key (Res. Senado 22/1989 and 13/2012).
 * @example interstateKey('SP', 'BA', 0) // => 'S_SE_TO_N_NE_CO_ES'
 * @example interstateKey('SP', 'SC', 0) // => 'OTHER'
 * @example interstateKey('BA', 'SP', 0) // => 'OTHER'
 * @example interstateKey('SP', 'BA', 1) // => 'IMPORTED'
 */
export function interstateKey(
  sellerState: StateCode,
  buyerState: StateCode,
  origin: GoodsOrigin,
): InterstateKey {
  if (IMPORTED_ORIGINS.includes(origin)) return 'IMPORTED';
  return SOUTH_SOUTHEAST_EXCEPT_ES.includes(sellerState) &&
    !SOUTH_SOUTHEAST_EXCEPT_ES.includes(buyerState)
    ? 'S_SE_TO_N_NE_CO_ES'
    : 'OTHER';
}

/** A buyer outside ICMS: not a contributor, exempt of registration, or a public body. */
export function isNonContributor(buyer: TaxBuyer): boolean {
  return buyer.icmsContribution !== 'CONTRIBUTOR' || buyer.publicBody;
}

/**
 * IPI enters the ICMS base unless a contributor buys to resell or industrialise (CF art. 155 §2º
 * XI; LC 87/1996 art. 13 §2º).
 */
export function isIpiInIcmsBase(buyer: TaxBuyer): boolean {
  if (isNonContributor(buyer)) return true;
  return buyer.goodsUse === 'OWN_USE' || buyer.goodsUse === 'FIXED_ASSETS';
}

/**
 * Who pays the DIFAL of an interstate sale: the seller to a non-contributor (EC 87/2015), the
 * buyer who is a contributor using the goods or booking them as fixed assets, nobody on resale or
 * industrialisation. Null within a state.
 */
export function difalPayer(sellerState: StateCode, buyer: TaxBuyer): 'SELLER' | 'BUYER' | null {
  if (sellerState === buyer.state) return null;
  if (isNonContributor(buyer)) return 'SELLER';
  return buyer.goodsUse === 'OWN_USE' || buyer.goodsUse === 'FIXED_ASSETS' ? 'BUYER' : null;
}

/**
 * The CFOP of a sale (CFOP table of Convênio SINIEF s/nº de 1970; research addendum): 5 within the
 * state, 6 to another; own production x101, bought-in goods x102; to a non-contributor in another
 * state 6107 / 6108. The table has no 5107 or 5108: within the state a non-contributor's sale is
 * 5101 / 5102 (docs/decisions/069-brazilian-taxes.md).
 * @example computeCfop('SP', { state: 'BA', icmsContribution: 'NON_CONTRIBUTOR', goodsUse: 'OWN_USE', simplesNacional: false, freeTradeZone: false, publicBody: false }, 'OWN') // => '6107'
 * @example computeCfop('SP', { state: 'SP', icmsContribution: 'CONTRIBUTOR', goodsUse: 'RESALE', simplesNacional: false, freeTradeZone: false, publicBody: false }, 'RESALE') // => '5102'
 */
export function computeCfop(
  sellerState: StateCode,
  buyer: TaxBuyer,
  production: LineProduction,
): string {
  const own = production === 'OWN';
  if (sellerState === buyer.state) return own ? '5101' : '5102';
  if (isNonContributor(buyer)) return own ? '6107' : '6108';
  return own ? '6101' : '6102';
}
