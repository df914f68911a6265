import type { ForkliftSuggestion } from '@camara-fria/domain';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** "=" when the two-decimal figure is exact, else "≈". */
function showResult(count: number): string {
  const shown = Math.round(count * 100) / 100;
  return `${Math.abs(shown - count) < 1e-9 ? '=' : '≈'} ${NUMBER.format(count)} empilhadeira`;
}

/**
 * The hint under "Número de empilhadeiras" (issue 29 item 14): the spec's suggestion with its
 * inputs, so a small or zero suggestion explains itself.
 * @example describeForkliftSuggestion({ basis: 'NO_GOODS', count: 0 }) // 'Sugestão: 0 (nenhum produto informado)'
 */
export function describeForkliftSuggestion(suggestion: ForkliftSuggestion): string {
  switch (suggestion.basis) {
    case 'LOW_ROOM':
      return `Sugestão: 0 (câmara com até ${NUMBER.format(suggestion.maxLowRoomHeight)} m de altura: a especificação não prevê empilhadeiras)`;
    case 'NO_GOODS':
      return 'Sugestão: 0 (nenhum produto informado)';
    case 'NO_DURATION':
      return 'Sugestão: 0 (duração de 0 h)';
    case 'MOVEMENT': {
      const [only] = suggestion.goods;
      const pallets =
        suggestion.goods.length === 1 && only && only.palletCapacity > 0
          ? `${NUMBER.format(only.dailyMovement)} kg/dia ÷ ${NUMBER.format(only.palletCapacity)} kg/palete`
          : `${NUMBER.format(suggestion.palletsPerDay)} paletes/dia (soma dos produtos)`;
      return `Sugestão: ${pallets} ÷ ${NUMBER.format(suggestion.duration)} h ÷ ${suggestion.divisor} ${showResult(suggestion.count)}`;
    }
  }
}
