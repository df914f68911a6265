import type { Project } from '@camara-fria/contracts';

type ProjectOverrides = Partial<Omit<Project, 'customer'>> & {
  customer?: Partial<Omit<Project['customer'], 'address'>> & {
    address?: Partial<Project['customer']['address']>;
  };
};

/** A project as the API answers it; customer and address fields can be overridden one by one. */
export function buildProject(overrides: ProjectOverrides = {}): Project {
  const { customer = {}, ...project } = overrides;
  const { address = {}, ...customerFields } = customer;
  return {
    id: 1,
    name: 'Câmara de congelados',
    status: 'PENDING',
    owner: { username: 'maria', name: 'Maria' },
    archivedAt: null,
    totalValue: 0,
    lastViewedAt: null,
    version: 1,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...project,
    customer: {
      name: 'Frigorífico Boa Vista',
      email: 'compras@boavista.com.br',
      cnpj: '11222333000181',
      cpf: null,
      stateRegistration: null,
      phone: '11987654321',
      segment: 'SUPERMARKET',
      fiscal: null,
      ...customerFields,
      address: {
        street: 'Rua das Palmeiras',
        number: '100',
        complement: null,
        neighborhood: 'Centro',
        state: 'SP',
        city: 'Campinas',
        country: 'Brasil',
        zipcode: '13010000',
        ...address,
      },
    },
  };
}

/** The `Link` header GET /v1/projects sends for `page` of `lastPage`. */
export function buildPageLinkHeader(page: number, lastPage: number, size = 10): string {
  const link = (target: number, rel: string) =>
    `</v1/projects?page=${target}&size=${size}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  return links.join(', ');
}
