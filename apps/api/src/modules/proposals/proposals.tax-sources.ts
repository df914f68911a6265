import type {
  BuyerFiscalProfile,
  Project,
  SellerFiscalProfile,
  StateCode,
  TaxRateRow,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';

/**
 * What the proposals read to compute their taxes (docs/decisions/072): the rate tables and the
 * maker's fiscal profile. The port the proposals declare and src/app.ts connects, as it connects
 * ProposalSources (docs/decisions/050), to the rate tables' module ("Tabelas fiscais", ADR 070).
 * `db` may be a transaction.
 */
export type ProposalTaxSources = {
  /** Every rate row (the engine reads those in force on the invoice date). */
  rates: (db: Database) => Promise<TaxRateRow[]>;
  seller: (db: Database) => Promise<SellerFiscalProfile>;
};

/** The customer of a project as the taxes read it: its state and fiscal profile (ADR 071). */
export function taxCustomerOf(project: Project): {
  state: StateCode | null;
  fiscal: BuyerFiscalProfile | null;
} {
  return { state: project.customer.address.state, fiscal: project.customer.fiscal };
}
