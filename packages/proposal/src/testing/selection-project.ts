/**
 * The project the selection tests read: a computed cold store, a typed-load room, two invalid
 * rooms (one served by a system), a rack's room; two systems sharing an evaporator SKU, a rack and
 * an empty system. Not used by production code.
 */
import type { OperatingSystemDto } from '@camara-fria/contracts';
import { buildDoor, buildGoodsItem, buildSurface } from '@camara-fria/domain/testing';
import { buildProposalSelection } from '../selection/selection.ts';
import { buildSelectionSource } from './document-builders.ts';
import {
  buildComputedRoomDto,
  buildHeatLoadSummary,
  buildInvalidRoomDto,
  buildSystemRoom,
  buildTypedRoomDto,
} from './room-builders.ts';
import {
  buildBalancedResult,
  buildCatalogEvaporator,
  buildCatalogUnit,
  buildConfiguration,
  buildSpecialCondenser,
  buildSpecialEvaporator,
  buildSystem,
} from './system-builders.ts';

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

export const coldStore = buildColdStore();
export const typedRoom = buildTypedRoomDto(2, 'Antecâmara', 12_000);
export const brokenRoom = buildInvalidRoomDto(3, 'Câmara antiga');
export const lonelyBrokenRoom = buildInvalidRoomDto(4, 'Câmara sem sistema');
export const rackRoom = buildComputedRoomDto(5, 'Câmara de resfriados');

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

/** The selection of the project of five rooms and three systems above. */
export const selection = buildProposalSelection(
  buildSelectionSource(
    [coldStore, typedRoom, brokenRoom, lonelyBrokenRoom, rackRoom],
    buildSystems(),
  ),
);
