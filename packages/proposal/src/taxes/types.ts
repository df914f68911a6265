import type {
  BuyerFiscalProfile,
  FiscalClassification,
  LineProduction,
  SellerFiscalProfile,
  StateCode,
  TaxRateRow,
} from '@camara-fria/contracts';

/*
 * The tax engine's input (docs/decisions/069-brazilian-taxes.md; docs/domain/taxes.md). Its answer
 * is the contracts' TaxSummary / ProposalTaxes, so the API, the screen and the documents read one
 * shape. Money is decimal inside the engine (decimal.js); numbers at its edges are reais with at
 * most two decimals and rates in % (20.5).
 */

/** One price line as the engine reads it. */
export interface TaxLineInput {
  /** The price line's equipment key. */
  readonly key: string;
  readonly quantity: number | null;
  /** R$ per unit, with ICMS and PIS/COFINS "por dentro" (the maker's quoting practice). */
  readonly unitPrice: number | null;
  /** Unconditional discount on the line, R$ (0 when none). */
  readonly discount: number;
  /** NCM + Ex + origin from the catalogue; null when the product has none (special equipment). */
  readonly classification: FiscalClassification | null;
  readonly production: LineProduction;
  /** The user marked Convênio ICMS 52/91 (Annex I) as applying to this line. */
  readonly conv5291: boolean;
  /** Rates the user typed instead of the computed ones (%, null = computed), with the reason. */
  readonly overrides: {
    readonly icms: number | null;
    readonly ipi: number | null;
    readonly reason: string | null;
  };
}

export interface TaxBuyer extends BuyerFiscalProfile {
  readonly state: StateCode;
}

/** Everything the engine needs: no clock, no I/O. */
export interface TaxInput {
  readonly seller: SellerFiscalProfile;
  readonly buyer: TaxBuyer;
  /** Expected invoice (delivery) date, AAAA-MM-DD: it picks every dated rate and the period. */
  readonly invoiceDate: string;
  readonly lines: readonly TaxLineInput[];
  /** Every row of the rate tables; the engine reads only those in force on `invoiceDate`. */
  readonly rates: readonly TaxRateRow[];
}

/** The first day of the CBS/IBS price composition (LC 214/2025: PIS/COFINS extinct). */
export const REFORM_START = '2027-01-01';

/** The last day PIS/COFINS are inside the price: the 2027 price leaves out what they were then. */
export const LAST_PIS_COFINS_DAY = '2026-12-31';
