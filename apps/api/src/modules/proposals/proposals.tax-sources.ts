import type {
  BuyerFiscalProfile,
  Project,
  SellerFiscalProfile,
  StateCode,
  TaxRateRow,
} from '@camara-fria/contracts';
import { SEED_TAX_RATES } from '@camara-fria/proposal';
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

/** The maker's profile until the rate tables' module keeps it (ADR 072). */
export const SEED_SELLER: SellerFiscalProfile = { state: 'SP', regime: 'LUCRO_REAL' };

/** The seeded rows as the database numbers them when seeded in order (ids = index + 1). */
const SEEDED_ROWS: readonly TaxRateRow[] = SEED_TAX_RATES.map(
  ({ kind, key, rate, method, validFrom, validTo, source, verified }, index) => ({
    id: index + 1,
    kind,
    key,
    rate,
    method,
    validFrom,
    validTo,
    source,
    verified,
  }),
);

/**
 * The seeded rate tables and maker, read without a database: what src/app.ts connects until it
 * connects the rate tables' module (`{ rates: readTaxRates, seller: readSellerProfile }`).
 */
export const SEED_TAX_SOURCES: ProposalTaxSources = {
  rates: () => Promise.resolve([...SEEDED_ROWS]),
  seller: () => Promise.resolve(SEED_SELLER),
};

/** The customer of a project as the taxes read it: its state and fiscal profile (ADR 071). */
export function taxCustomerOf(project: Project): {
  state: StateCode | null;
  fiscal: BuyerFiscalProfile | null;
} {
  return { state: project.customer.address.state, fiscal: project.customer.fiscal };
}
