/** The screen's Portuguese texts (spec §8 toasts and ours). */
export const TEMPLATE_MESSAGES = {
  title: 'Modelos de texto',
  editorsOnly: 'Somente editores podem alterar os modelos de texto.',
  loadFailed: 'Erro ao recuperar modelos.',
  saved: 'Salvo com sucesso!',
  saveFailed: 'Erro ao salvar modelo.',
  archived: 'Modelo arquivado.',
  archiveFailed: 'Erro ao arquivar modelo.',
  emptyGroup: 'Nenhum modelo neste grupo.',
  conflictTitle: 'O modelo foi alterado por outra pessoa.',
  conflictHint:
    'Suas alterações continuam no formulário. Recarregue o modelo para ver a versão salva (suas alterações serão descartadas).',
} as const;
