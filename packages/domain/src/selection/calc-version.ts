/**
 * Version of the selection calculations (capacity models, balance point, search rules). Any
 * change that moves a number bumps it and gets a packages/domain/CHANGELOG.md entry, so saved
 * systems stay explainable.
 */
export const SELECTION_CALC_VERSION = '1.2.0';
