import { describe, expect, it } from 'vitest';
import { buildSelectionSource } from '../testing/document-builders.ts';
import { selection } from '../testing/selection-project.ts';
import { buildCatalogCondenser, buildSystem } from '../testing/system-builders.ts';
import { remapEquipmentKey } from './equipment.ts';
import { buildProposalSelection } from './selection.ts';

describe('buildProposalSelection — equipment', () => {
  it('adds the counts of one SKU over the systems and keeps each special its own line', () => {
    expect(
      selection.equipments.map(({ key, type, count, specialEquipment }) => ({
        key,
        type,
        count,
        specialEquipment,
      })),
    ).toEqual([
      { key: 'EVAPORATOR:EVP-A', type: 'EVAPORATOR', count: 5, specialEquipment: false },
      { key: 'EVAPORATOR:special:10:2', type: 'EVAPORATOR', count: 1, specialEquipment: true },
      { key: 'CONDENSING_UNIT:CU-1', type: 'CONDENSING_UNIT', count: 1, specialEquipment: false },
      { key: 'COMPRESSOR:CP-1', type: 'COMPRESSOR', count: 2, specialEquipment: false },
      { key: 'CONDENSER:special:20:unit', type: 'CONDENSER', count: 1, specialEquipment: true },
    ]);
  });

  it('names the systems and rooms of a grouped line once each', () => {
    expect(selection.equipments[0]).toMatchObject({
      systemNames: ['Sistema 1', 'Rack'],
      roomNames: ['Câmara de congelados', 'Câmara de resfriados'],
      sku: { id: 101, sku: 'EVP-A' },
      unitCapacity: 4500,
    });
  });

  it('takes a special line description from its form', () => {
    expect(selection.equipments[1]?.commercialDescription).toBe('Evaporador especial inox.');
    expect(selection.equipments[4]?.commercialDescription).toBe(
      'Condensador especial com ventiladores EC.',
    );
    expect(selection.equipments[4]?.unitCapacity).toBe(30_000);
  });

  it('writes the catalogue descriptions in Portuguese with pt-BR numbers', () => {
    const [evaporator, , unit, compressor] = selection.equipments;
    expect(evaporator?.commercialDescription).toBe(
      'Evaporador de ar forçado linha HP, ventilador Ø 350 mm, 4.500 kcal/h (DT 6 K, evaporação -26 °C), ' +
        'vazão de ar 3.200 m³/h, 220 V / 60 Hz / trifásico',
    );
    expect(unit?.commercialDescription).toBe(
      'Unidade condensadora linha US, compressor Scroll, sem controle de capacidade, ' +
        '12.000 kcal/h (evaporação de projeto -26 °C, sucção -28 °C, ambiente 35 °C, ' +
        'EN 12900, superaquecimento 10 K), 220 V / 60 Hz / trifásico',
    );
    expect(compressor?.commercialDescription).toContain('Unidade compressora linha US');
    expect(compressor?.unitCapacity).toBe(15_000);
  });

  it('describes a catalogue condenser by its heat rejection per unit', () => {
    const system = buildSystem(40, 'Rack 2', {
      rack: true,
      condenser: buildCatalogCondenser('CD-9', { count: 2, heatRejectionPerK: 4800 }),
    });
    const [line] = buildProposalSelection(buildSelectionSource([], [system])).equipments;
    expect(line).toMatchObject({ key: 'CONDENSER:CD-9', count: 2 });
    expect(line?.commercialDescription).toBe(
      'Condensador remoto a ar linha CR, rejeição de calor 2.400 kcal/(h·K) por unidade',
    );
  });
});

describe('remapEquipmentKey (a project copy, ADR 065)', () => {
  const ids = { systems: new Map([[10, 70]]), rooms: new Map([[2, 52]]) };

  it('renumbers a special equipment’s system and room and keeps a catalogue key', () => {
    expect(remapEquipmentKey('EVAPORATOR:special:10:2', ids)).toBe('EVAPORATOR:special:70:52');
    expect(remapEquipmentKey('CONDENSING_UNIT:special:10:unit', ids)).toBe(
      'CONDENSING_UNIT:special:70:unit',
    );
    expect(remapEquipmentKey('EVAPORATOR:EVP-A', ids)).toBe('EVAPORATOR:EVP-A');
  });

  it('drops a key whose system or room the copy does not have', () => {
    expect(remapEquipmentKey('EVAPORATOR:special:11:2', ids)).toBeUndefined();
    expect(remapEquipmentKey('EVAPORATOR:special:10:3', ids)).toBeUndefined();
  });
});
