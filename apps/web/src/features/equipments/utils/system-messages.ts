const kelvin = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The screen's Portuguese messages (spec part 2 §2.1, §4, §8). */
export const SYSTEM_MESSAGES = {
  /** The room's DT passes the evaporator's maximum (docs/decisions/059). */
  aboveMaxDt: (maxDtK: number) =>
    `DT acima do máximo do evaporador (${kelvin.format(maxDtK)} K): capacidade limitada à desse DT.`,
  newSystem: 'Novo sistema',
  defineFirst: 'Antes de continuar, defina a configuração do sistema.',
  allRoomsIncluded: 'Todas as câmaras foram incluídas',
  noRoomsInSystem: 'Selecione as câmaras compatíveis com esse sistema.',
  selectAllEquipment: 'Selecione todos os equipamentos',
  special: 'Equipamento Especial',
  saved: 'Sistema salvo com sucesso.',
  saveFailed: 'Erro ao salvar sistema.',
  fansTaken: 'A câmara passou a usar a potência dos ventiladores dos evaporadores selecionados.',
  fansFailed: 'Erro ao levar a potência dos ventiladores à câmara.',
  deleted: 'Sistema excluído com sucesso.',
  deleteFailed: 'Erro ao excluir sistema.',
  calculateFailed: 'Erro ao calcular DT Resultante',
  recalculate: 'Recalcular',
  staleTitle: 'Resultado desatualizado',
  stale:
    'As câmaras deste sistema mudaram depois do último cálculo salvo. Clique em Recalcular e salve o sistema: até lá a proposta não pode ser emitida nem enviada.',
  coverageCaption: 'Cobertura por câmara no ponto de equilíbrio',
  uncoveredTitle: 'Sistema não equilibrado: câmara não atendida',
  /** docs/decisions/061: the rooms under the minimum coverage (95 %). */
  uncovered: (names: readonly string[]) =>
    `${names.length === 1 ? `A câmara ${names[0]} recebe` : `As câmaras ${names.join(', ')} recebem`} menos de 95 % da carga requerida no ponto de equilíbrio: veja o motivo na tabela de cobertura por câmara.`,
  loadFailed: 'Erro ao recuperar sistemas.',
  refrigerantsFailed: 'Erro ao recuperar fluídos.',
  roomsFailed: 'Erro ao recuperar câmaras.',
  conflict:
    'Outra pessoa alterou este sistema depois que você o abriu. Recarregue-o para ver a versão salva (as suas alterações nele serão descartadas).',
} as const;
