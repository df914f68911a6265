import type { GoodsUse, IcmsContribution } from '@camara-fria/contracts';

/*
 * The fiscal profile's defaults on the project form (docs/decisions/071): the group starts empty
 * (no profile until someone fills it); typing the state registration proposes the ICMS position,
 * and choosing a position proposes the use of the goods. What the user chooses is never replaced.
 */

/** Cold-room equipment is usually bought as a fixed asset (ativo imobilizado). */
export const DEFAULT_GOODS_USE: GoodsUse = 'FIXED_ASSETS';

/**
 * The ICMS position a state registration suggests: "ISENTO" (any case) → exempt; a registration
 * with a digit → contributor; nothing (or no digit yet) → no suggestion.
 * @example deriveIcmsContribution('110.042.490.114') // 'CONTRIBUTOR'
 * @example deriveIcmsContribution(' isento ') // 'EXEMPT'
 */
export function deriveIcmsContribution(stateRegistration: string): IcmsContribution | null {
  const typed = stateRegistration.trim().toUpperCase();
  if (typed === 'ISENTO') return 'EXEMPT';
  return /\d/.test(typed) ? 'CONTRIBUTOR' : null;
}
