// The only public entry point of @camara-fria/proposal (docs/decisions/048-the-proposal-package.md).

// The selection of a proposal from the project's rooms and systems (ADR 029)
export {
  buildProposalSelection,
  type ProposalSelection,
  type ProposalSelectionSource,
} from './selection/selection.ts';
export { remapEquipmentKey, type CopiedIds } from './selection/equipment.ts';

// The catalogues the equipment comes from (ADR 053)
export { CATALOGUE_NOT_RECORDED, describeProposalCatalogues } from './catalogues.ts';

// Prices and totals (spec part 2 §9)
export * from './price-totals.ts';
export { computeTotals, mergePrices } from './prices.ts';

// Equipment characteristics
export {
  formatEquipmentTitle,
  mergeDescriptions,
  type EquipmentDescription,
} from './characteristics.ts';

// What changed between two revisions
export { compareProposalDocuments } from './compare.ts';

// The customer's projection of a revision's document: what its PDF shows (issue 31, ADR 075)
export { toCustomerDocument } from './customer-document.ts';

// How the proposal writes its figures: the one money formatter, the one empty-cell mark
export * from './format.ts';
export { describeFiscalProfile, formatCpf, hasClientData } from './client-documents.ts';

// The proposal's tables, which the screen, the documents and the compare all map over (ADR 048)
export { withUnit, type DocumentLayout, type ProposalColumn } from './tables/column.ts';
export * from './tables/sizing-rows.ts';
export * from './tables/system-columns.ts';
export * from './tables/coverage-columns.ts';
export * from './tables/equipment-columns.ts';
export * from './tables/price-columns.ts';
export * from './tables/total-rows.ts';
export * from './tables/tax-table.ts';
export * from './taxes/types.ts';
export { SEED_TAX_RATES, type SeedTaxRate } from './taxes/seed-rates.ts';

// Brazilian taxes: the pure engine, its rules and rate look-up (ADR 069, docs/domain/taxes.md)
export { computeTaxes, taxPeriodOf } from './taxes/compute-taxes.ts';
export {
  computeProposalTaxes,
  spansReform,
  taxChangeClause,
  type ProposalTaxInput,
} from './taxes/proposal-taxes.ts';
export { findRate, formatDateBr, isInForce, type RateLookup } from './taxes/find-rate.ts';
export { TAX_RULES, type TaxRule, type TaxRuleId } from './taxes/rules.ts';
export { computeCfop, interstateKey } from './taxes/profiles.ts';
export { formatReaisInWords } from './taxes/in-words.ts';
export { formatNcm } from './taxes/ipi.ts';
export { formatRate } from './taxes/overrides.ts';

// The commercial conditions priced with their taxes, for the API and the screen alike (ADR 072)
export * from './taxes/commercial-taxes.ts';
