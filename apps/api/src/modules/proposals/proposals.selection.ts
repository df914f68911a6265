import type {
  OperatingSystemDto,
  Project,
  ProposalClient,
  ProposalEquipment,
  ProposalRoom,
  ProposalSystem,
  RoomListItemDto,
} from '@camara-fria/contracts';

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
}

/**
 * Builds the selection part of a proposal from the saved project (docs/decisions/029).
 * STAND-IN: the real builder lands on branch proposals-model.
 */
export function buildProposalSelection(source: ProposalSelectionSource): ProposalSelection {
  return {
    client: {
      name: source.project.customer.name,
      phone: source.project.customer.phone,
      cnpj: source.project.customer.cnpj,
      email: source.project.customer.email,
      address: null,
    },
    rooms: [],
    systems: [],
    equipments: [],
  };
}
