import type {
  CondenserSelectionDto,
  EvaporatorSelectionDto,
  OperatingSystemDto,
  ProposalEquipment,
  ProposalEquipmentType,
  UnitSelectionDto,
} from '@camara-fria/contracts';
import {
  computeUnitCapacityEach,
  describeCondenser,
  describeEvaporator,
  describeUnit,
} from './describe.ts';

/*
 * The equipment list of a proposal (docs/decisions/029): catalogue equipment grouped by
 * (type, SKU) over every saved system, counts added; each special equipment its own line.
 * Order: systems in their order; in each, its evaporators (configurations in order), then its
 * condensing unit, or compressor unit and condenser (rack). A grouped line stays where its first
 * occurrence is.
 *
 * Keys (the price line's identity):
 *   catalogue        `{type}:{sku}`                     e.g. `EVAPORATOR:EVP-HP345-220`
 *   catalogue, no SKU `{type}:model:{model}` (never expected: a catalogue choice always has one)
 *   special          `{type}:special:{systemId}:{roomId}` for an evaporator,
 *                    `{type}:special:{systemId}:unit`    for a unit or condenser.
 */

/** One occurrence of an equipment in a system, before grouping. */
type Occurrence = Omit<ProposalEquipment, 'systemNames' | 'roomNames'> & {
  readonly systemName: string;
  readonly roomName: string | null;
};

type Selection = EvaporatorSelectionDto | UnitSelectionDto | CondenserSelectionDto;

function buildKey(type: ProposalEquipmentType, selection: Selection, specialSlot: string): string {
  if (selection.specialEquipment) return `${type}:special:${specialSlot}`;
  return selection.sku ? `${type}:${selection.sku.sku}` : `${type}:model:${selection.model}`;
}

function describeSpecial(selection: Selection): string | null {
  return selection.productCustom?.commercialDescription ?? null;
}

function collectEvaporators(system: OperatingSystemDto): Occurrence[] {
  return system.configurations.flatMap((configuration) => {
    const { evaporator, room } = configuration;
    if (!evaporator) return [];
    return [
      {
        key: buildKey('EVAPORATOR', evaporator, `${system.id}:${room.id}`),
        type: 'EVAPORATOR',
        specialEquipment: evaporator.specialEquipment,
        model: evaporator.model,
        line: evaporator.line,
        sku: evaporator.sku,
        count: evaporator.count,
        unitCapacity: evaporator.unitCapacity,
        commercialDescription: evaporator.specialEquipment
          ? describeSpecial(evaporator)
          : describeEvaporator(evaporator, system.operationTemperature),
        image: evaporator.image,
        classification: evaporator.classification,
        systemName: system.name,
        roomName: room.name,
      },
    ];
  });
}

function buildUnitOccurrence(
  system: OperatingSystemDto,
  type: ProposalEquipmentType,
  unit: UnitSelectionDto,
): Occurrence {
  return {
    key: buildKey(type, unit, `${system.id}:unit`),
    type,
    specialEquipment: unit.specialEquipment,
    model: unit.model,
    line: unit.line,
    sku: unit.sku,
    count: unit.count,
    unitCapacity: unit.productCustom?.unitCapacity ?? computeUnitCapacityEach(unit),
    commercialDescription: unit.specialEquipment ? describeSpecial(unit) : describeUnit(unit),
    image: unit.image,
    classification: unit.classification,
    systemName: system.name,
    roomName: null,
  };
}

function buildCondenserOccurrence(
  system: OperatingSystemDto,
  condenser: CondenserSelectionDto,
): Occurrence {
  return {
    key: buildKey('CONDENSER', condenser, `${system.id}:unit`),
    type: 'CONDENSER',
    specialEquipment: condenser.specialEquipment,
    model: condenser.model,
    line: condenser.line,
    sku: condenser.sku,
    count: condenser.count,
    unitCapacity: condenser.productCustom?.unitCapacity ?? null,
    commercialDescription: condenser.specialEquipment
      ? describeSpecial(condenser)
      : describeCondenser(condenser),
    image: condenser.image,
    classification: condenser.classification,
    systemName: system.name,
    roomName: null,
  };
}

/** Every equipment of a system in the list order: evaporators, then its unit(s). */
export function collectSystemEquipment(system: OperatingSystemDto): Occurrence[] {
  const occurrences = collectEvaporators(system);
  if (system.condensingUnit) {
    occurrences.push(buildUnitOccurrence(system, 'CONDENSING_UNIT', system.condensingUnit));
  }
  if (system.compressor) {
    occurrences.push(buildUnitOccurrence(system, 'COMPRESSOR', system.compressor));
  }
  if (system.condenser) occurrences.push(buildCondenserOccurrence(system, system.condenser));
  return occurrences;
}

function addDistinct(list: string[], value: string | null): void {
  if (value !== null && !list.includes(value)) list.push(value);
}

/**
 * The equipment lines of the given systems: occurrences of the same key added into one line
 * (its count summed, its systems and rooms listed once each); the first occurrence gives the
 * line's other fields (its unit capacity is at the first system's conditions).
 */
export function buildProposalEquipments(
  systems: readonly OperatingSystemDto[],
): ProposalEquipment[] {
  const lines = new Map<string, ProposalEquipment>();
  for (const occurrence of systems.flatMap(collectSystemEquipment)) {
    const { systemName, roomName, ...fields } = occurrence;
    const line = lines.get(occurrence.key) ?? {
      ...fields,
      count: 0,
      systemNames: [],
      roomNames: [],
    };
    line.count += occurrence.count;
    addDistinct(line.systemNames, systemName);
    addDistinct(line.roomNames, roomName);
    lines.set(occurrence.key, line);
  }
  return [...lines.values()];
}

/** The ids a project copy gave its systems and rooms: each source id → its copy's (ADR 065). */
export type CopiedIds = {
  systems: ReadonlyMap<number, number>;
  rooms: ReadonlyMap<number, number>;
};

const SPECIAL_KEY = /^([A-Z_]+):special:(\d+):(\d+|unit)$/;

/**
 * The key of an equipment line in a project copy (docs/decisions/065): a special equipment's key
 * names its system and room, which the copy renumbers; a catalogue key names neither and stays.
 * Undefined when the copy has no such system or room (its price or text has no line there).
 */
export function remapEquipmentKey(key: string, ids: CopiedIds): string | undefined {
  const match = SPECIAL_KEY.exec(key);
  if (!match) return key;
  const [, type, system, slot] = match;
  const systemId = ids.systems.get(Number(system));
  if (systemId === undefined) return undefined;
  if (slot === 'unit') return `${type}:special:${systemId}:unit`;
  const roomId = ids.rooms.get(Number(slot));
  return roomId === undefined ? undefined : `${type}:special:${systemId}:${roomId}`;
}
