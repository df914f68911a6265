import type { OperatingSystemDto } from '@camara-fria/contracts';
import { buildDoor, buildGoodsItem, buildSurface } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  buildBalancedResult,
  buildCatalogCondenser,
  buildCatalogEvaporator,
  buildCatalogUnit,
  buildComputedRoomDto,
  buildConfiguration,
  buildHeatLoadSummary,
  buildInvalidRoomDto,
  buildSelectionSource,
  buildSpecialCondenser,
  buildSpecialEvaporator,
  buildSystem,
  buildSystemRoom,
  buildTypedRoomDto,
} from '../testing/builders.ts';
import { buildProposalSelection } from './selection.ts';

/** A computed room: walls 150 mm (one with a 100 mm layer), two door entries, two goods. */
function buildColdStore() {
  const wall = buildSurface();
  return buildComputedRoomDto(1, 'Câmara de congelados', {
    heatTransfer: {
      ceiling: wall,
      floor: {
        ...buildSurface({ thickness: 100 }),
        additionalLayers: [{ material: { id: 14 }, thickness: 50, conductivity: null }],
      },
      walls: [0, 1, 2, 3].map((index) => ({
        ...wall,
        additionalLayers:
          index === 1 ? [{ material: { id: 13 }, thickness: 100, conductivity: null }] : [],
      })),
    },
    doors: {
      calculationMethod: 'AIR_VELOCITY',
      doors: [
        // 2 × 2 × 4 = 16 m²; 10 passages/h × (15 s + 0,5 min) = 7,5 min/h each door.
        { ...buildDoor({ count: 2 }), id: null },
        // 1,2 × 2,1 = 2,52 m²; 4 × 0,75 min = 3 min/h.
        { ...buildDoor({ width: 1.2, height: 2.1, openingFrequency: 4 }), id: null },
      ],
    },
    goods: [
      { ...buildGoodsItem({ goods: { id: 1327 } }), goods: { id: 1327 }, respirationHeatLoad: 0 },
      {
        ...buildGoodsItem({ storageCapacity: 5000, dailyMovement: 1500, checkinTemperature: 5 }),
        goods: { id: 1391 },
        processingTime: 36,
        respirationHeatLoad: 0,
      },
    ],
    heatLoad: buildHeatLoadSummary({ additionalLoad: 2, totalKcalh: 7566.6 }),
  });
}

const coldStore = buildColdStore();
const typedRoom = buildTypedRoomDto(2, 'Antecâmara', 12_000);
const brokenRoom = buildInvalidRoomDto(3, 'Câmara antiga');
const lonelyBrokenRoom = buildInvalidRoomDto(4, 'Câmara sem sistema');
const rackRoom = buildComputedRoomDto(5, 'Câmara de resfriados');

/** Two systems sharing one evaporator SKU; a special evaporator; a rack; an empty system. */
function buildSystems(): OperatingSystemDto[] {
  const split = buildSystem(10, 'Sistema 1', {
    configurations: [
      buildConfiguration(
        buildSystemRoom(1, coldStore.name),
        buildCatalogEvaporator('EVP-A', { count: 2 }),
      ),
      buildConfiguration(
        buildSystemRoom(2, typedRoom.name),
        buildSpecialEvaporator('Evaporador especial inox.'),
      ),
      buildConfiguration(
        buildSystemRoom(3, brokenRoom.name, {
          length: 4,
          roomTemperature: 2,
          heatLoad: { totalKcalh: 900 },
        }),
        null,
      ),
    ],
    condensingUnit: buildCatalogUnit('CU-1'),
    resultingDt: 5.8,
    resultingCapacity: 21_000,
    result: buildBalancedResult(5.8, 21_000),
  });
  const rack = buildSystem(20, 'Rack', {
    rack: true,
    configurations: [
      buildConfiguration(
        buildSystemRoom(5, rackRoom.name),
        buildCatalogEvaporator('EVP-A', { count: 3 }),
      ),
    ],
    compressor: buildCatalogUnit('CP-1', {
      unitKind: 'COMPRESSOR_UNIT',
      count: 2,
      unitCapacity: 30_000,
    }),
    condenser: buildSpecialCondenser('Condensador especial com ventiladores EC.'),
  });
  return [split, rack, buildSystem(30, 'Sistema vazio')];
}

const selection = buildProposalSelection(
  buildSelectionSource(
    [coldStore, typedRoom, brokenRoom, lonelyBrokenRoom, rackRoom],
    buildSystems(),
  ),
);
const roomById = (id: number) => selection.rooms.find((room) => room.id === id);

describe('buildProposalSelection — client', () => {
  it('gives the address when a street exists', () => {
    expect(selection.client).toEqual({
      name: 'Frigorífico Serra Azul Ltda.',
      phone: '4733334444',
      cnpj: '11222333000181',
      email: 'compras@serraazul.com.br',
      address: {
        street: 'Rua das Palmeiras, 100',
        city: 'Blumenau',
        state: 'SC',
        zipcode: '89010000',
        country: 'Brasil',
      },
    });
  });

  it('leaves the address null without a street', () => {
    const source = buildSelectionSource([], []);
    source.project.customer.address.street = '  ';
    expect(buildProposalSelection(source).client.address).toBeNull();
  });
});

describe('buildProposalSelection — rooms', () => {
  it('lists every room in list order', () => {
    expect(selection.rooms.map((room) => room.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fills the type-1 rows of a computed room from its doors, goods and surfaces', () => {
    const room = roomById(1);
    expect(room).toMatchObject({
      name: 'Câmara de congelados',
      calculationType: 1,
      systemName: 'Sistema 1',
      length: 10,
      width: 8,
      height: 6,
      wallThickness: 250,
      floorThickness: 150,
      storageCapacity: 25_000,
      goodsType: 'Carne, bovina, acém, moído, cru; Frango, asa, com pele, crua',
      dailyMovement: 5500,
      checkInTemperature: 5,
      processingTime: 36,
      safetyMargin: 10,
      roomTemperature: -20,
      ambientTemperature: 35,
      operatingHours: 18,
      heatLoad: 7566.6,
    });
    expect(room?.doorsArea).toBeCloseTo(18.52, 9);
    expect(room?.doorsOpenTime).toBeCloseTo(18, 9);
    // 2 kW × 859,845 (kcal/h)/kW.
    expect(room?.staffAndEquipmentHeat).toBeCloseTo(1719.69, 6);
  });

  it('leaves the doors area null for a VOLUME door without sizes', () => {
    const room = buildComputedRoomDto(9, 'Volume', {
      doors: {
        calculationMethod: 'VOLUME',
        doors: [
          {
            ...buildDoor(),
            count: null,
            width: null,
            height: null,
            openingFrequency: null,
            openDuration: null,
            id: null,
          },
        ],
      },
    });
    const [column] = buildProposalSelection(buildSelectionSource([room], [])).rooms;
    expect(column?.doorsArea).toBeNull();
    expect(column?.doorsOpenTime).toBeNull();
    expect(column?.systemName).toBeNull();
  });

  it('leaves the type-1 rows null for a typed load and shows its typed total', () => {
    expect(roomById(2)).toMatchObject({
      calculationType: 2,
      systemName: 'Sistema 1',
      wallThickness: null,
      floorThickness: null,
      doorsArea: null,
      doorsOpenTime: null,
      staffAndEquipmentHeat: null,
      storageCapacity: null,
      goodsType: null,
      dailyMovement: null,
      checkInTemperature: null,
      processingTime: null,
      safetyMargin: null,
      heatLoad: 12_000,
    });
  });

  it('shows an invalid room with what its system read of it, and nulls', () => {
    expect(roomById(3)).toMatchObject({
      name: 'Câmara antiga',
      systemName: 'Sistema 1',
      length: 4,
      roomTemperature: 2,
      heatLoad: 900,
      wallThickness: null,
      goodsType: null,
    });
    expect(roomById(4)).toMatchObject({
      name: 'Câmara sem sistema',
      calculationType: 0,
      systemName: null,
      length: 0,
      heatLoad: null,
    });
  });
});

describe('buildProposalSelection — systems', () => {
  it('lists the systems with a selection, their result and required capacity', () => {
    expect(selection.systems).toEqual([
      {
        id: 10,
        name: 'Sistema 1',
        refrigerant: 'R404A',
        operationTemperature: -26,
        rack: false,
        roomNames: ['Câmara de congelados', 'Antecâmara', 'Câmara antiga'],
        resultingDt: 5.8,
        resultingCapacity: 21_000,
        requiredCapacity: 7566.6 + 12_000 + 900,
      },
      {
        id: 20,
        name: 'Rack',
        refrigerant: 'R404A',
        operationTemperature: -26,
        rack: true,
        roomNames: ['Câmara de resfriados'],
        resultingDt: null,
        resultingCapacity: null,
        requiredCapacity: 7566.6,
      },
    ]);
  });
});

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
      'Evaporador de ar forçado linha HP, ventilador Ø 350 mm, 4.500 kcal/h (DT 6 K), ' +
        'vazão de ar 3.200 m³/h, 220 V / 60 Hz / trifásico',
    );
    expect(unit?.commercialDescription).toBe(
      'Unidade condensadora linha US, compressor Scroll, sem controle de capacidade, ' +
        '12.000 kcal/h (evaporação -26 °C, ambiente 35 °C), 220 V / 60 Hz / trifásico',
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
