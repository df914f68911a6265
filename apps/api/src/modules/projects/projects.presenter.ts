import type { CustomerSegment, Project, ProjectStatus, StateCode } from '@camara-fria/contracts';
import type { ProjectRow } from './projects.repository.ts';

/** The wire shape of a stored project. Valor (`totalValue`): its draft proposal's total, 0 without one. */
export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    status: row.status as ProjectStatus,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      cnpj: row.customerCnpj,
      phone: row.customerPhone,
      address: {
        street: row.street,
        number: row.streetNumber,
        complement: row.complement,
        neighborhood: row.neighborhood,
        state: row.state as StateCode | null,
        city: row.city,
        country: row.country,
        zipcode: row.zipcode,
      },
      segment: row.segment as CustomerSegment | null,
    },
    owner: { username: row.ownerUsername, name: row.ownerName },
    archivedAt: row.archivedAt?.toISOString() ?? null,
    totalValue: row.totalValue,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
