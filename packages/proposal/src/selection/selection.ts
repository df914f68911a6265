import {
  hasBalancePoint,
  type CatalogVersionRef,
  type OperatingSystemDto,
  type Project,
  type ProposalClient,
  type ProposalEquipment,
  type ProposalRoom,
  type ProposalSystem,
  type ProposalSystemRoom,
  type RoomListItemDto,
} from '@camara-fria/contracts';
import { buildProposalEquipments } from './equipment.ts';
import { buildProposalRoom, type RoomService } from './rooms.ts';

/** What the selection part of a draft proposal is read from: the project as saved. */
export interface ProposalSelectionSource {
  project: Pick<Project, 'id' | 'name' | 'customer'>;
  /** The project's rooms, in their list order (invalid stored rooms included). */
  rooms: readonly RoomListItemDto[];
  /** The project's saved systems, in their list order. */
  systems: readonly OperatingSystemDto[];
}

/** The selection part of a proposal (spec part 2 §2.4): client, sizing table, systems, equipment. */
export interface ProposalSelection {
  client: ProposalClient;
  rooms: ProposalRoom[];
  systems: ProposalSystem[];
  equipments: ProposalEquipment[];
  /** The catalogue versions the systems' equipment comes from, each once (docs/decisions/053). */
  catalogues: CatalogVersionRef[];
}

/** Spec §2.4 'Dados do Cliente': the address only when a street exists. */
function buildClient(customer: Project['customer']): ProposalClient {
  const { address } = customer;
  return {
    name: customer.name,
    phone: customer.phone,
    cnpj: customer.cnpj,
    cpf: customer.cpf,
    stateRegistration: customer.stateRegistration,
    fiscal: customer.fiscal,
    email: customer.email,
    address:
      address.street === null || address.street.trim() === ''
        ? null
        : {
            street: address.street,
            number: address.number,
            complement: address.complement,
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            zipcode: address.zipcode,
            country: address.country,
          },
  };
}

/** A system is listed (and its equipment) once it holds a room or a unit. */
function hasSelection(system: OperatingSystemDto): boolean {
  return (
    system.configurations.length > 0 ||
    system.condensingUnit !== null ||
    system.compressor !== null ||
    system.condenser !== null
  );
}

/** The system serving each room (a room is in at most one system of a project; the first wins). */
function mapRoomServices(systems: readonly OperatingSystemDto[]): Map<number, RoomService> {
  const services = new Map<number, RoomService>();
  for (const system of systems) {
    for (const { room } of system.configurations) {
      if (!services.has(room.id)) {
        services.set(room.id, { systemName: system.name, systemRoom: room });
      }
    }
  }
  return services;
}

/** Required capacity of a room, kcal/h: its sizing column's, else what the system read. */
function findRequiredCapacity(
  roomId: number,
  rooms: ReadonlyMap<number, ProposalRoom>,
  systemHeatLoad: number | undefined,
): number {
  const value = rooms.get(roomId)?.heatLoad ?? systemHeatLoad ?? 0;
  return Number.isFinite(value) ? value : 0;
}

/**
 * Each room of the system at its balance point (docs/decisions/061): the result's coverage when
 * the system has a current balance point, else only the room's required load.
 */
function buildSystemRooms(
  system: OperatingSystemDto,
  rooms: ReadonlyMap<number, ProposalRoom>,
): ProposalSystemRoom[] {
  const result = !system.isStale && hasBalancePoint(system.result) ? system.result : null;
  return system.configurations.map(({ room }) => {
    const atBalance = result?.rooms.find((item) => item.roomId === room.id);
    return {
      roomId: room.id,
      name: room.name,
      capacity: atBalance?.capacity ?? null,
      requiredCapacity:
        atBalance?.requiredCapacity ??
        findRequiredCapacity(room.id, rooms, room.heatLoad?.totalKcalh),
      coveragePercent: atBalance?.coveragePercent ?? null,
      isCovered: atBalance?.isCovered ?? null,
      uncoveredReason: atBalance?.uncoveredReason ?? null,
    };
  });
}

function buildSystem(
  system: OperatingSystemDto,
  rooms: ReadonlyMap<number, ProposalRoom>,
): ProposalSystem {
  const balance = !system.isStale && hasBalancePoint(system.result) ? system.result : null;
  const isBalanced = balance !== null;
  return {
    id: system.id,
    name: system.name,
    refrigerant: system.refrigerantFluid.code,
    operationTemperature: system.operationTemperature,
    balanceEvaporatingTemperature: balance?.evaporatingTemperature ?? null,
    rack: system.rack,
    roomNames: system.configurations.map(({ room }) => room.name),
    resultingDt: isBalanced ? system.resultingDt : null,
    resultingCapacity: isBalanced ? system.resultingCapacity : null,
    requiredCapacity: system.configurations.reduce(
      (sum, { room }) => sum + findRequiredCapacity(room.id, rooms, room.heatLoad?.totalKcalh),
      0,
    ),
    isStale: system.isStale,
    rooms: buildSystemRooms(system, rooms),
    warnings: balance ? balance.warnings.map(({ code, message }) => ({ code, message })) : [],
  };
}

/** Each system's catalogue version once, in the systems' order. */
function listCatalogues(systems: readonly OperatingSystemDto[]): CatalogVersionRef[] {
  const byId = new Map<number, CatalogVersionRef>();
  for (const { catalogVersion } of systems)
    if (!byId.has(catalogVersion.id)) byId.set(catalogVersion.id, catalogVersion);
  return [...byId.values()];
}

/**
 * Builds the selection part of a proposal from the saved project (docs/decisions/029): the
 * client, one sizing column per room (list order), the systems with a selection and their
 * results, the equipment list (see equipment.ts for its keys) and the catalogues it comes from.
 */
export function buildProposalSelection(source: ProposalSelectionSource): ProposalSelection {
  const services = mapRoomServices(source.systems);
  const rooms = source.rooms.map((room) => buildProposalRoom(room, services.get(room.id)));
  const roomsById = new Map(rooms.map((room) => [room.id, room]));
  const systems = source.systems.filter(hasSelection);
  return {
    client: buildClient(source.project.customer),
    rooms,
    systems: systems.map((system) => buildSystem(system, roomsById)),
    equipments: buildProposalEquipments(systems),
    catalogues: listCatalogues(systems),
  };
}
