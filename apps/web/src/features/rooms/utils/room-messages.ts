/** Spec part 1 §8: the room editor's toasts, word for word. */
export const ROOM_MESSAGES = {
  updated: 'Câmara atualizada com sucesso!',
  copied: 'Câmara copiada com sucesso!',
  removed: 'Câmara removida com sucesso!',
  updateFailed: 'Erro ao atualizar câmara',
  loadFailed: 'Erro ao recuperar câmara',
  listFailed: 'Erro ao recuperar câmaras.',
  copyFailed: 'Erro ao copiar câmara.',
  removeFailed: 'Erro ao remover câmara.',
  conflict: 'Esta câmara foi alterada por outra pessoa. Recarregue e tente novamente.',
  goodsGroupsFailed: 'Erro ao recuperar grupos de produtos',
  goodsFailed: 'Erro ao recuperar produtos',
  /** Issue 11, item 9: said at the "Salvar" that kept the room in the browser only. */
  zeroVolume:
    'A câmara não foi salva: o volume é zero. Informe comprimento, largura e altura maiores que zero.',
} as const;
