import {
  type CatalogVersionRef,
  type ConfigurationDto,
  type OperatingSystemDto,
  type OperatingSystemInput,
} from '@camara-fria/contracts';
import type { OperatingSystemRow } from './operating-systems.repository.ts';
import { presentSystemRoom, type RoomFacts } from './operating-systems.rooms.ts';
import { isSystemStale } from './operating-systems.staleness.ts';
import type { StoredChoices } from './system-documents.ts';

/** The stored choices: the contracts' input without name, settings and version. */
export type { StoredChoices };

export function toStoredChoices(input: OperatingSystemInput): StoredChoices {
  return {
    configurations: input.configurations,
    condensingUnit: input.condensingUnit,
    compressor: input.compressor,
    condenser: input.condenser,
  };
}

export type PresentContext = {
  readonly rooms: ReadonlyMap<number, RoomFacts>;
  readonly refrigerantIds: ReadonlyMap<string, number>;
  readonly catalogVersions: ReadonlyMap<number, CatalogVersionRef>;
};

/**
 * A stored system on the wire: its rooms as they are now, its selections and result as saved.
 * A stale system (its rooms changed since, docs/decisions/055) answers no result: never its old
 * balance beside its rooms' new figures.
 */
export function presentSystem(
  row: OperatingSystemRow,
  context: PresentContext,
): OperatingSystemDto {
  const { input: choices, computed } = row;
  const configurations: ConfigurationDto[] = choices.configurations.flatMap(
    (configuration, index) => {
      const room = context.rooms.get(configuration.roomId);
      if (!room) return [];
      return [
        {
          configType: 'EVAPORATOR' as const,
          room: presentSystemRoom(room, row.operationTemperature, row.refrigerantCode),
          evaporator: computed.configurations[index]?.evaporator ?? null,
          choice: configuration.evaporator,
        },
      ];
    },
  );
  const isStale = isSystemStale(row, context.rooms);
  const catalogVersion = context.catalogVersions.get(row.catalogVersionId);
  if (!catalogVersion) throw new Error(`catalogue version ${row.catalogVersionId} not loaded`);
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    active: row.active,
    rack: row.rack,
    operationTemperature: row.operationTemperature,
    refrigerantFluid: {
      id: context.refrigerantIds.get(row.refrigerantCode) ?? 0,
      code: row.refrigerantCode,
    },
    configurations,
    condensingUnit: computed.condensingUnit,
    compressor: computed.compressor,
    condenser: computed.condenser,
    condensingUnitChoice: choices.condensingUnit,
    compressorChoice: choices.compressor,
    condenserChoice: choices.condenser,
    resultingDt: isStale ? null : row.resultingDt,
    resultingCapacity: isStale ? null : row.resultingCapacity,
    result: isStale ? null : row.result,
    isStale,
    catalogVersion,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
