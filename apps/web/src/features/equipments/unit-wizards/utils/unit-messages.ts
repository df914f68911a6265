/** Spec part 2 §8 and §5 wording used by the unit modals. */
export const UNIT_MESSAGES = {
  optionsError: 'Erro ao recuperar opcionais.',
  unitsError: 'Erro ao recuperar unidades condensadoras.',
  skusError: 'Erro ao recuperar SKU`s.',
  comparisonError: 'Erro ao comparar equipamentos.',
  compressorsError: 'Erro ao recuperar compressores.',
  condensersError: 'Erro ao recuperar condensadores.',
  noModels: 'Nenhum modelo encontrado. Recomendação: Selecionar os filtros para “Todos“.',
  searchEquipment: 'Pesquise um equipamento.',
  capacityWarning: 'A capacidade da unidade condensadora esta acima de 20% da carga termica',
  capacityControlNote:
    'Para sistemas com múltiplas câmaras por unidade condensadora, não selecione unidades sem controle de capacidade.',
} as const;

/** Spec §9: at most 3 models compared. */
export const MAX_COMPARED = 3;

/** Spec §5: ambient temperature choices of the condensing search, °C. */
export const AMBIENT_CHOICES = [32, 35, 38, 43] as const;
