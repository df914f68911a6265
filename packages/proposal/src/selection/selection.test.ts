import { buildDoor } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildSelectionSource } from '../testing/document-builders.ts';
import { buildComputedRoomDto, buildSystemRoom } from '../testing/room-builders.ts';
import { selection } from '../testing/selection-project.ts';
import {
  buildBalancedResult,
  buildCatalogEvaporator,
  buildCatalogUnit,
  buildConfiguration,
  buildSystem,
} from '../testing/system-builders.ts';
import { buildProposalSelection } from './selection.ts';

const roomById = (id: number) => selection.rooms.find((room) => room.id === id);

/** A room's figures while its system has no current balance point. */
const NO_BALANCE_POINT = {
  capacity: null,
  coveragePercent: null,
  isCovered: null,
  uncoveredReason: null,
};

describe('buildProposalSelection — client', () => {
  it('gives the address when a street exists', () => {
    expect(selection.client).toEqual({
      name: 'Frigorífico Serra Azul Ltda.',
      phone: '4733334444',
      cnpj: '11222333000181',
      cpf: null,
      stateRegistration: null,
      fiscal: null,
      email: 'compras@serraazul.com.br',
      address: {
        street: 'Rua das Palmeiras',
        number: '100',
        complement: 'Galpão 3',
        neighborhood: 'Itoupava Norte',
        city: 'Blumenau',
        state: 'SC',
        zipcode: '89010000',
        country: 'Brasil',
      },
    });
  });

  it('carries the customer’s CPF, state registration and fiscal profile (ADR 071)', () => {
    const source = buildSelectionSource([], []);
    const fiscal = {
      icmsContribution: 'NON_CONTRIBUTOR',
      goodsUse: 'OWN_USE',
      simplesNacional: false,
      freeTradeZone: false,
      publicBody: true,
    } as const;
    source.project.customer = {
      ...source.project.customer,
      cnpj: null,
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal,
    };
    expect(buildProposalSelection(source).client).toMatchObject({
      cnpj: null,
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal,
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
        balanceEvaporatingTemperature: -26.14,
        rack: false,
        roomNames: ['Câmara de congelados', 'Antecâmara', 'Câmara antiga'],
        resultingDt: 5.8,
        resultingCapacity: 21_000,
        requiredCapacity: 7566.6 + 12_000 + 900,
        isStale: false,
        // Its result recorded no room (a result of before ADR 061 would have had them).
        rooms: [
          {
            roomId: 1,
            name: 'Câmara de congelados',
            requiredCapacity: 7566.6,
            ...NO_BALANCE_POINT,
          },
          { roomId: 2, name: 'Antecâmara', requiredCapacity: 12_000, ...NO_BALANCE_POINT },
          { roomId: 3, name: 'Câmara antiga', requiredCapacity: 900, ...NO_BALANCE_POINT },
        ],
        warnings: [],
      },
      {
        id: 20,
        name: 'Rack',
        refrigerant: 'R404A',
        operationTemperature: -26,
        balanceEvaporatingTemperature: null,
        rack: true,
        roomNames: ['Câmara de resfriados'],
        resultingDt: null,
        resultingCapacity: null,
        requiredCapacity: 7566.6,
        isStale: false,
        rooms: [
          {
            roomId: 5,
            name: 'Câmara de resfriados',
            requiredCapacity: 7566.6,
            ...NO_BALANCE_POINT,
          },
        ],
        warnings: [],
      },
    ]);
  });

  it("lists each room's coverage at the balance point, a short room with its reason (docs/decisions/061)", () => {
    const reason = 'Recebe 5.398 de 8.923 kcal/h (60 %), abaixo do mínimo de 95 %.';
    const atBalance = { resultingDt: 3.28, minimumDt: 2 };
    const result = {
      ...buildBalancedResult(3.28, 19_144),
      status: 'ROOM_UNCOVERED' as const,
      rooms: [
        {
          ...atBalance,
          roomId: 1,
          capacity: 5398,
          requiredCapacity: 8923,
          coveragePercent: 60.5,
          isCovered: false,
          uncoveredReason: reason,
        },
        {
          ...atBalance,
          roomId: 2,
          capacity: 13_746,
          requiredCapacity: 5000,
          coveragePercent: 274.9,
          isCovered: true,
          uncoveredReason: null,
        },
      ],
    };
    const short = buildSystem(50, 'Sistema maçãs', {
      configurations: [
        buildConfiguration(buildSystemRoom(1, 'Câmara de maçãs'), buildCatalogEvaporator('EVP-A')),
        buildConfiguration(buildSystemRoom(2, 'Antecâmara'), buildCatalogEvaporator('EVP-B')),
      ],
      condensingUnit: buildCatalogUnit('CU-1'),
      resultingDt: 3.28,
      resultingCapacity: 19_144,
      result,
    });
    const [system] = buildProposalSelection(buildSelectionSource([], [short])).systems;
    // A balance point with a short room still prints its totals, and each room's coverage.
    expect(system).toMatchObject({ resultingDt: 3.28, resultingCapacity: 19_144 });
    expect(system?.rooms).toEqual([
      {
        roomId: 1,
        name: 'Câmara de maçãs',
        capacity: 5398,
        requiredCapacity: 8923,
        coveragePercent: 60.5,
        isCovered: false,
        uncoveredReason: reason,
      },
      {
        roomId: 2,
        name: 'Antecâmara',
        capacity: 13_746,
        requiredCapacity: 5000,
        coveragePercent: 274.9,
        isCovered: true,
        uncoveredReason: null,
      },
    ]);
    const [stale] = buildProposalSelection(
      buildSelectionSource([], [{ ...short, isStale: true }]),
    ).systems;
    expect(stale?.rooms.map((room) => room.isCovered)).toEqual([null, null]);
  });

  it('prints no result for a stale system (docs/decisions/055), even one whose answer still had it', () => {
    const stale = buildSystem(40, 'Sistema velho', {
      configurations: [
        buildConfiguration(buildSystemRoom(1, 'Câmara 1'), buildCatalogEvaporator('EVP-A')),
      ],
      condensingUnit: buildCatalogUnit('CU-1'),
      resultingDt: 5.8,
      resultingCapacity: 21_000,
      result: buildBalancedResult(5.8, 21_000),
      isStale: true,
    });
    const [system] = buildProposalSelection(buildSelectionSource([], [stale])).systems;
    expect(system).toMatchObject({ isStale: true, resultingDt: null, resultingCapacity: null });
    expect(system?.warnings).toEqual([]);
  });

  it('lists the warnings of a balanced result (docs/decisions/060)', () => {
    const warning = {
      code: 'EVAPORATOR_OUTSIDE_APPLICATION',
      message: 'O evaporador da câmara Câmara 1 (linha MP) está fora da aplicação da linha.',
      field: 'configurations.0.evaporator',
    };
    const result = { ...buildBalancedResult(5.8, 21_000), warnings: [warning] };
    const warned = buildSystem(50, 'Sistema 1', {
      configurations: [
        buildConfiguration(buildSystemRoom(1, 'Câmara 1'), buildCatalogEvaporator('EVP-A')),
      ],
      condensingUnit: buildCatalogUnit('CU-1'),
      resultingDt: 5.8,
      resultingCapacity: 21_000,
      result,
    });
    const [system] = buildProposalSelection(buildSelectionSource([], [warned])).systems;
    expect(system?.warnings).toEqual([{ code: warning.code, message: warning.message }]);
  });
});
