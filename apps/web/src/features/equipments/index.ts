/**
 * What other features may use of the equipment-selection feature (docs/decisions/017): the
 * catalogue calls of spec part 2 §7 shared with the comparison screen, and the active catalogue.
 */
export { useActiveCatalogue } from './api/get-active-catalogue.ts';
export { useRefrigerants } from './api/get-refrigerants.ts';
export { compareEvaporators } from './evaporator-wizard/api/compare-evaporators.ts';
export { searchEvaporators } from './evaporator-wizard/api/search-evaporators.ts';
export { compareCondensingUnits, searchCondensingUnits } from './unit-wizards/api/catalog-units.ts';
