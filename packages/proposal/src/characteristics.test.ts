import { describe, expect, it } from 'vitest';
import { formatEquipmentTitle, mergeDescriptions } from './characteristics.ts';
import { buildEquipment } from './testing/document-builders.ts';

const evaporator = buildEquipment('EVP-A', { count: 2 });
const condenser = buildEquipment(null, {
  type: 'CONDENSER',
  key: 'CONDENSER:special:20:unit',
  model: 'CR-ESPECIAL',
  commercialDescription: 'Condensador especial.',
});
const unit = buildEquipment('CU-1', { type: 'CONDENSING_UNIT', model: 'US 12' });

describe('formatEquipmentTitle', () => {
  it('names the type, model, SKU and count in Portuguese', () => {
    expect(formatEquipmentTitle(evaporator)).toBe('Evaporador HP 3-45 — SKU EVP-A (2 un.)');
    expect(formatEquipmentTitle(condenser)).toBe(
      'Condensador remoto CR-ESPECIAL — especial (1 un.)',
    );
    expect(
      formatEquipmentTitle(
        buildEquipment('CP-1', { type: 'COMPRESSOR', model: 'RK 2', count: 1200 }),
      ),
    ).toBe('Unidade compressora RK 2 — SKU CP-1 (1.200 un.)');
  });
});

describe('mergeDescriptions', () => {
  const descriptions = mergeDescriptions(
    [evaporator, condenser, unit],
    { [evaporator.key]: '**Gabinete** em aço inox.', [unit.key]: '', 'EVAPORATOR:GONE': 'x' },
    { EVAPORATOR: 'Texto padrão do evaporador.', CONDENSER: 'Texto padrão do condensador.' },
  );

  it('keeps the stored text of a line, even an emptied one', () => {
    expect(descriptions.map((description) => description.complementaryDescription)).toEqual([
      '**Gabinete** em aço inox.',
      'Texto padrão do condensador.',
      '',
    ]);
  });

  it('gives one description per equipment with its key, title and marks', () => {
    expect(descriptions[1]).toEqual({
      id: 'CONDENSER:special:20:unit',
      title: 'Condensador remoto CR-ESPECIAL — especial (1 un.)',
      commercialDescription: 'Condensador especial.',
      complementaryDescription: 'Texto padrão do condensador.',
      specialEquipment: true,
    });
    expect(descriptions).toHaveLength(3);
  });

  it("falls back to '' without a template of the type", () => {
    const [description] = mergeDescriptions([unit], {}, { EVAPORATOR: 'x' });
    expect(description?.complementaryDescription).toBe('');
  });
});
