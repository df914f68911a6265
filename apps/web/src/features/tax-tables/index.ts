/**
 * The tax-tables feature's public surface (docs/decisions/017, 070): the "Tabelas fiscais"
 * screen, and the query of the rate tables and the maker's profile for the screens that compute
 * a proposal's taxes. Everything else in features/tax-tables is internal to it.
 */
export { TaxTablesScreen } from './components/tax-tables-screen.tsx';
export { useTaxTables, getTaxTablesQueryOptions } from './api/get-tax-tables.ts';
