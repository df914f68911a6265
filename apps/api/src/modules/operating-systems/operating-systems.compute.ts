import type {
  CondenserSelectionDto,
  CondensingBalanceDto,
  EvaporatorSelectionDto,
  OperatingSystemInput,
  SystemResultDto,
  UnitSelectionDto,
} from '@camara-fria/contracts';
import {
  checkRoomCompatibility,
  computeSystemBalance,
  DomainError,
  estimateSystemEnergy,
  sampleBalanceCurve,
  SELECTION_CALC_VERSION,
  type BalancedSystem,
  type BalanceCurvePoint,
  type SystemBalanceInput,
} from '@camara-fria/domain';
import { AppError } from '../../lib/app-error.ts';
import type { LoadedCatalog } from '../catalog/catalog.service.ts';
import { assessRoomCoverage, statusOfRooms } from './operating-systems.coverage.ts';
import {
  resolveCondenser,
  resolveEvaporator,
  resolveUnit,
  type ResolvedEvaporator,
  type SystemConditions,
} from './operating-systems.equipment.ts';
import { describeApplicationMismatches } from './operating-systems.application.ts';
import { appendWarnings, describeFrequencyMismatches } from './operating-systems.frequency.ts';
import type { RoomFacts } from './operating-systems.rooms.ts';

/**
 * A system's rules and results (spec §4; docs/decisions/024): its rooms checked, its choices
 * read in the catalogue, and the balance computed by the domain's solver when the equipment is
 * complete.
 */

/** The selections stored with a system (`operating_systems.computed`). */
export type ComputedSelections = {
  configurations: { roomId: number; evaporator: EvaporatorSelectionDto | null }[];
  condensingUnit: UnitSelectionDto | null;
  compressor: UnitSelectionDto | null;
  condenser: CondenserSelectionDto | null;
};

export type SystemEvaluation = {
  selections: ComputedSelections;
  /** Null while the equipment is incomplete. */
  result: SystemResultDto | null;
  /** Why there is no result (pt-BR), when incomplete. */
  missing: string | null;
};

function refuse(path: string, message: string): never {
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

const formatNumber = (value: number, digits = 1) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: digits });

/**
 * The rooms of the configurations, in order: each one of this project, still valid, and warm
 * enough for the system (room temperature − operation temperature ≥ the refrigerant's minimum
 * DT, spec §4).
 */
export function checkSystemRooms(
  input: OperatingSystemInput,
  rooms: ReadonlyMap<number, RoomFacts>,
): RoomFacts[] {
  return input.configurations.map((configuration, index) => {
    const path = `configurations.${index}.roomId`;
    const room = rooms.get(configuration.roomId);
    if (!room) refuse(path, `Câmara não encontrada neste projeto (id ${configuration.roomId}).`);
    if (room.invalid) {
      refuse(
        path,
        `Os dados gravados da câmara ${room.name} não são mais válidos: salve-a de novo antes de incluí-la num sistema.`,
      );
    }
    const compatibility = checkRoomCompatibility(
      room.roomTemperature,
      input.operationTemperature,
      input.refrigerantFluid,
    );
    if (!compatibility.isCompatible) {
      refuse(
        path,
        `A câmara ${room.name} não pode entrar neste sistema: a diferença entre a temperatura da câmara (${formatNumber(room.roomTemperature)} °C) e a de operação (${formatNumber(input.operationTemperature)} °C) é ${formatNumber(compatibility.dtK)} K, abaixo do mínimo de ${compatibility.minimumDtK} K do ${input.refrigerantFluid}.`,
      );
    }
    return room;
  });
}

function describeMissing(input: OperatingSystemInput, rooms: readonly RoomFacts[]): string | null {
  if (input.configurations.length === 0) return 'Inclua ao menos uma câmara no sistema.';
  const without = input.configurations.findIndex((configuration) => !configuration.evaporator);
  if (without >= 0) return `Escolha o evaporador da câmara ${rooms[without]?.name ?? ''}.`;
  if (input.rack && !input.compressor) return 'Escolha a unidade de compressão do rack.';
  if (input.rack && !input.condenser) return 'Escolha o condensador remoto do rack.';
  if (!input.rack && !input.condensingUnit) return 'Escolha a unidade condensadora.';
  return null;
}

function presentCurve(curve: readonly BalanceCurvePoint[]) {
  return curve.map((point) => ({
    evaporatingTemperature: point.evaporatingTemperatureC,
    evaporatorCapacity: point.evaporatorCapacityKcalh,
    unitCapacity: point.unitCapacityKcalh,
  }));
}

function presentWarnings(
  balance: BalancedSystem,
  rooms: readonly RoomFacts[],
  refrigerant: string,
) {
  return balance.warnings.map((warning) => {
    const index = Number(/^rooms\[(\d+)\]$/.exec(warning.field ?? '')?.[1] ?? Number.NaN);
    const room = balance.rooms[index];
    if (warning.code === 'RESULTING_DT_BELOW_MINIMUM' && room) {
      return {
        code: warning.code,
        message: `O DT resultante da câmara ${rooms[index]?.name ?? ''} (${formatNumber(room.resultingDtK)} K) fica abaixo do mínimo de ${room.minimumDtK} K do ${refrigerant}.`,
        field: `configurations.${index}`,
      };
    }
    if (warning.code === 'EVAPORATOR_DT_ABOVE_MAXIMUM' && room) {
      return {
        code: warning.code,
        message: `O DT resultante da câmara ${rooms[index]?.name ?? ''} (${formatNumber(room.resultingDtK)} K) passa do DT máximo do evaporador (${formatNumber(room.maxDtK)} K): a capacidade considerada é a do DT máximo. Suba a temperatura de evaporação ou sirva a câmara por outro sistema.`,
        field: `configurations.${index}`,
      };
    }
    if (warning.code === 'CONDENSER_UNDERSIZED' && balance.condenser) {
      const condenser = balance.condenser;
      return {
        code: warning.code,
        message: `Os condensadores só rejeitam os ${formatNumber(condenser.requiredRejectionKcalh, 0)} kcal/h dos compressores condensando a ${formatNumber(condenser.condensingTemperatureC)} °C, acima dos ${formatNumber(condenser.designCondensingTemperatureC)} °C de projeto (a ${formatNumber(condenser.designCondensingTemperatureC)} °C rejeitam ${formatNumber(condenser.designRejectionKcalh, 0)} kcal/h): a capacidade cai; escolha condensadores maiores ou mais condensadores.`,
        field: 'condenser',
      };
    }
    return { code: warning.code, message: warning.message, field: warning.field };
  });
}

/** A rack's condensers at the balance, as answered (docs/decisions/058); null without. */
function presentCondensing(balance: BalancedSystem): CondensingBalanceDto | null {
  const condenser = balance.condenser;
  if (!condenser) return null;
  return {
    ambientTemperature: condenser.ambientTemperatureC,
    condensingTemperature: condenser.condensingTemperatureC,
    designCondensingTemperature: condenser.designCondensingTemperatureC,
    control: condenser.control,
    heatRejectionPerK: condenser.heatRejectionKcalhPerK,
    requiredRejection: condenser.requiredRejectionKcalh,
    availableRejection: condenser.availableRejectionKcalh,
    designRejection: condenser.designRejectionKcalh,
    isSufficient: condenser.isSufficient,
  };
}

const OUT_OF_RANGE_MESSAGE =
  'A temperatura ambiente ou a de evaporação está fora da faixa do catálogo da unidade: a tabela do fabricante não é extrapolada.';

/** The balance of complete equipment, as stored and answered. */
function computeResult(
  balanceInput: SystemBalanceInput,
  rooms: readonly RoomFacts[],
  refrigerant: string,
): SystemResultDto {
  const requiredCapacity = rooms.reduce((sum, room) => sum + room.requiredKcalh, 0);
  let balance;
  let curve;
  try {
    balance = computeSystemBalance(balanceInput);
    curve = presentCurve(sampleBalanceCurve(balanceInput));
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'OUT_OF_CATALOGUE_RANGE') throw error;
    return {
      status: 'NO_BALANCE',
      reason: 'OUT_OF_CATALOGUE_RANGE',
      message: OUT_OF_RANGE_MESSAGE,
      requiredCapacity,
      curve: [],
      calcVersion: SELECTION_CALC_VERSION,
    };
  }
  if (balance.status === 'no-balance') {
    return {
      status: 'NO_BALANCE',
      reason: balance.reason,
      message: balance.message,
      requiredCapacity,
      curve,
      calcVersion: balance.calcVersion,
    };
  }
  const energy = estimateSystemEnergy({
    powerKw: balance.unitPowerKw,
    resultingCapacityKcalh: balance.resultingCapacityKcalh,
    rooms: rooms.map((room) => ({
      requiredCapacityKcalh: room.requiredKcalh,
      operatingHours: room.operatingHours,
    })),
  });
  const totals = { resultingCapacity: balance.resultingCapacityKcalh, requiredCapacity };
  const resultRooms = balance.rooms.map((room, index) =>
    assessRoomCoverage(
      {
        roomId: rooms[index]?.id ?? 0,
        resultingDt: room.resultingDtK,
        minimumDt: room.minimumDtK,
        capacity: room.capacityKcalh,
        requiredCapacity: rooms[index]?.requiredKcalh ?? 0,
      },
      totals,
    ),
  );
  return {
    status: statusOfRooms(resultRooms),
    resultingDt: balance.resultingDtK,
    resultingCapacity: balance.resultingCapacityKcalh,
    evaporatingTemperature: balance.evaporatingTemperatureC,
    suctionTemperature: balance.suctionTemperatureC,
    requiredCapacity,
    rooms: resultRooms,
    rejectedHeat: balance.rejectedHeatKcalh,
    condensing: presentCondensing(balance),
    energy,
    curve,
    warnings: presentWarnings(balance, rooms, refrigerant),
    calcVersion: balance.calcVersion,
  };
}

/**
 * Reads every choice in the catalogue version (or its special form), fills the selections and,
 * when the equipment is complete, balances the system.
 * @param rooms - the configurations' rooms, in order (from {@link checkSystemRooms}).
 */
export function evaluateSystem(
  loaded: LoadedCatalog,
  input: OperatingSystemInput,
  rooms: readonly RoomFacts[],
): SystemEvaluation {
  const system: SystemConditions = {
    refrigerant: input.refrigerantFluid,
    operationTemperature: input.operationTemperature,
  };
  const heatLoad = rooms.reduce((sum, room) => sum + room.requiredKcalh, 0);
  const evaporators: (ResolvedEvaporator | null)[] = input.configurations.map(
    (configuration, index) => {
      const room = rooms[index];
      if (!configuration.evaporator || !room) return null;
      return resolveEvaporator(
        loaded,
        configuration.evaporator,
        room,
        system,
        `configurations.${index}.evaporator`,
      );
    },
  );
  const condensingUnit = input.condensingUnit
    ? resolveUnit(
        loaded,
        input.condensingUnit,
        'CONDENSING_UNIT',
        system,
        heatLoad,
        'condensingUnit',
      )
    : null;
  const compressor = input.compressor
    ? resolveUnit(loaded, input.compressor, 'COMPRESSOR_UNIT', system, heatLoad, 'compressor')
    : null;
  const condenser = input.condenser ? resolveCondenser(loaded, input.condenser, 'condenser') : null;
  const selections: ComputedSelections = {
    configurations: input.configurations.map((configuration, index) => ({
      roomId: configuration.roomId,
      evaporator: evaporators[index]?.selection ?? null,
    })),
    condensingUnit: condensingUnit?.selection ?? null,
    compressor: compressor?.selection ?? null,
    condenser: condenser?.selection ?? null,
  };
  const missing = describeMissing(input, rooms);
  const unit = input.rack ? compressor : condensingUnit;
  const chosen = evaporators.filter((evaporator) => evaporator !== null);
  if (missing !== null || !unit || chosen.length !== rooms.length) {
    return { selections, result: null, missing: missing ?? 'Complete os equipamentos.' };
  }
  const balanceInput: SystemBalanceInput = {
    refrigerantCode: input.refrigerantFluid,
    ambientTemperatureC: unit.ambientTemperature,
    loadLossK: unit.loadLoss,
    rooms: rooms.map((room, index) => {
      const evaporator = chosen[index] as ResolvedEvaporator;
      return {
        label: String(room.id),
        roomTemperatureC: room.roomTemperature,
        count: evaporator.count,
        evaporator: evaporator.capacity,
      };
    }),
    unit: unit.balance,
    condenser: input.rack ? (condenser?.side ?? null) : null,
  };
  return {
    selections,
    result: appendWarnings(computeResult(balanceInput, rooms, input.refrigerantFluid), [
      ...describeFrequencyMismatches(selections, rooms, input.rack),
      ...describeApplicationMismatches(
        loaded,
        selections.configurations.map(({ evaporator }) => evaporator),
        rooms,
      ),
    ]),
    missing: null,
  };
}
