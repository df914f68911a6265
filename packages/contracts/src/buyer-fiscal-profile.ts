import { z } from './zod.ts';

/*
 * The customer's (buyer's) fiscal profile (issue 30; docs/decisions/071): in a module of its own,
 * re-exported by tax.schema.ts, because the project's DTO (project.schema.ts, which the first
 * screen parses) carries it, and a module the first screen imports carries every schema in it
 * (docs/decisions/046).
 */

/** The buyer's position for ICMS (NF-e indIEDest 1, 2, 9). */
export const ICMS_CONTRIBUTIONS = ['CONTRIBUTOR', 'EXEMPT', 'NON_CONTRIBUTOR'] as const;
export type IcmsContribution = (typeof ICMS_CONTRIBUTIONS)[number];
export const ICMS_CONTRIBUTION_LABELS: Record<IcmsContribution, string> = {
  CONTRIBUTOR: 'Contribuinte do ICMS',
  EXEMPT: 'Contribuinte isento de inscrição estadual',
  NON_CONTRIBUTOR: 'Não contribuinte',
};

/** What the buyer does with the goods. */
export const GOODS_USES = ['RESALE', 'INDUSTRIALIZATION', 'OWN_USE', 'FIXED_ASSETS'] as const;
export type GoodsUse = (typeof GOODS_USES)[number];
export const GOODS_USE_LABELS: Record<GoodsUse, string> = {
  RESALE: 'Revenda',
  INDUSTRIALIZATION: 'Industrialização',
  OWN_USE: 'Uso e consumo',
  FIXED_ASSETS: 'Ativo imobilizado',
};

/**
 * The customer's fiscal profile, on the project (its state is the customer's address's). The
 * document is the project's CNPJ (alphanumeric accepted) or, for a person, a CPF.
 */
export const BuyerFiscalProfileSchema = z.object({
  icmsContribution: z.enum(ICMS_CONTRIBUTIONS, {
    error: 'Escolha se o cliente é contribuinte do ICMS.',
  }),
  goodsUse: z.enum(GOODS_USES, { error: 'Escolha o uso da mercadoria.' }),
  simplesNacional: z.boolean({ error: 'Diga se o cliente é optante pelo Simples Nacional.' }),
  /** Zona Franca de Manaus or an área de livre comércio. */
  freeTradeZone: z.boolean({
    error: 'Diga se o cliente está na Zona Franca de Manaus ou numa área de livre comércio.',
  }),
  publicBody: z.boolean({ error: 'Diga se o cliente é um órgão público.' }),
});
export type BuyerFiscalProfile = z.infer<typeof BuyerFiscalProfileSchema>;
