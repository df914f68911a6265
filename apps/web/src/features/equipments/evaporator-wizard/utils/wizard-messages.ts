/** Spec part 2 §8 toasts of the evaporator modal. */
export const EVAPORATOR_WIZARD_MESSAGES = {
  optionsFailed: 'Erro ao recuperar opcionais.',
  searchFailed: 'Erro ao recuperar evaporadores.',
  skusFailed: 'Erro ao recuperar SKU`s.',
  comparisonFailed: 'Erro ao comparar equipamentos.',
} as const;
