import type {
  BuyerFiscalProfile,
  CustomerSegment,
  GoodsUse,
  IcmsContribution,
  Project,
  ProjectStatus,
  StateCode,
} from '@camara-fria/contracts';
import type { ProjectRow } from './projects.repository.ts';

/** The customer's fiscal profile from its five columns, null when it was never filled. */
function presentFiscal(row: ProjectRow): BuyerFiscalProfile | null {
  const { icmsContribution, goodsUse, simplesNacional, freeTradeZone, publicBody } = row;
  // projects_fiscal_profile_check keeps the five together: all set or all null.
  if (icmsContribution === null || goodsUse === null) return null;
  return {
    icmsContribution: icmsContribution as IcmsContribution,
    goodsUse: goodsUse as GoodsUse,
    simplesNacional: simplesNacional === true,
    freeTradeZone: freeTradeZone === true,
    publicBody: publicBody === true,
  };
}

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
      cpf: row.customerCpf,
      stateRegistration: row.customerStateRegistration,
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
      fiscal: presentFiscal(row),
    },
    owner: { username: row.ownerUsername, name: row.ownerName },
    archivedAt: row.archivedAt?.toISOString() ?? null,
    totalValue: row.totalValue,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
