import { explainForkliftSuggestion } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { describeForkliftSuggestion } from './forklift-hint.ts';

describe('the forklift suggestion hint (issue 29 item 14)', () => {
  it('shows the inputs of the 720 m³ freezer moving 9,8 t a day (6 m high)', () => {
    const suggestion = explainForkliftSuggestion(
      6,
      [{ dailyMovement: 9800, palletCapacity: 800 }],
      8,
    );
    expect(describeForkliftSuggestion(suggestion)).toBe(
      'Sugestão: 9.800 kg/dia ÷ 800 kg/palete ÷ 8 h ÷ 12 ≈ 0,13 empilhadeira',
    );
  });

  it('says why the 4 m high 720 m³ freezer gets 0', () => {
    const suggestion = explainForkliftSuggestion(
      4,
      [{ dailyMovement: 9800, palletCapacity: 30 }],
      4,
    );
    expect(describeForkliftSuggestion(suggestion)).toBe(
      'Sugestão: 0 (câmara com até 4 m de altura: a especificação não prevê empilhadeiras)',
    );
  });

  it('sums the pallets of several products, writes "=" when exact, and says when there are no goods', () => {
    const several = explainForkliftSuggestion(
      6,
      [
        { dailyMovement: 9600, palletCapacity: 800 },
        { dailyMovement: 12_000, palletCapacity: 1000 },
      ],
      8,
    );
    expect(describeForkliftSuggestion(several)).toBe(
      'Sugestão: 24 paletes/dia (soma dos produtos) ÷ 8 h ÷ 12 = 0,25 empilhadeira',
    );
    expect(describeForkliftSuggestion(explainForkliftSuggestion(6, [], 8))).toBe(
      'Sugestão: 0 (nenhum produto informado)',
    );
  });
});
