import type { TemplateInput, TemplateOption } from '@camara-fria/contracts';
import { createJsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';

export function buildTemplate(overrides: Partial<TemplateOption> & { id: number }): TemplateOption {
  return {
    kind: 'presentation',
    key: null,
    title: `Modelo ${overrides.id}`,
    text: 'Texto do modelo.',
    isDefault: false,
    version: 1,
    ...overrides,
  };
}

export const testTemplates: TemplateOption[] = [
  buildTemplate({
    id: 1,
    title: 'Apresentação padrão',
    text: 'Prezado cliente, apresentamos a nossa proposta.',
    isDefault: true,
    version: 3,
  }),
  buildTemplate({ id: 2, title: 'Apresentação curta', text: 'Segue a proposta.' }),
  buildTemplate({
    id: 3,
    kind: 'equipmentCharacteristic',
    key: 'EVAPORATOR',
    title: 'Evaporador de ar forçado',
    text: 'Gabinete em alumínio pintado.',
    isDefault: true,
  }),
  buildTemplate({
    id: 4,
    kind: 'warranty',
    title: 'Garantia de 12 meses',
    text: 'Garantia de 12 meses contra defeitos de fabricação.',
    isDefault: true,
  }),
  buildTemplate({ id: 5, kind: 'warranty', title: 'Garantia estendida', text: '24 meses.' }),
];

type StubOptions = {
  isEditor?: boolean;
  templates?: TemplateOption[];
  /** Answers GET /v1/proposals/templates (default: the stored list). */
  respondList?: () => Response;
  /** Answers PUT /v1/proposals/templates/{id} (default: stores it with the next version). */
  respondPut?: (id: number, body: TemplateInput) => Response | null;
};

/**
 * GET /v1/me and the templates API over an in-memory list: POST adds (id 100, 101…), PUT
 * replaces (version + 1) and clears the other defaults of the group, DELETE archives.
 */
export function stubTemplatesApi({
  isEditor = true,
  templates = testTemplates,
  respondList,
  respondPut,
}: StubOptions = {}) {
  let stored = templates.map((template) => ({ ...template }));
  let nextId = 100;
  const me = { subject: 's1', username: 'maria', email: null, name: 'Maria', isEditor };

  function store(template: TemplateOption): TemplateOption {
    stored = stored
      .filter((candidate) => candidate.id !== template.id)
      .map((candidate) =>
        template.isDefault && candidate.kind === template.kind && candidate.key === template.key
          ? { ...candidate, isDefault: false }
          : candidate,
      );
    stored.push(template);
    return template;
  }

  const itemRoutes = [...templates.map((template) => template.id), 100, 101].flatMap((id) => [
    {
      method: 'PUT',
      path: `/v1/proposals/templates/${id}`,
      respond: async (request: Request) => {
        const body = (await request.json()) as TemplateInput;
        const custom = respondPut?.(id, body);
        if (custom) return custom;
        const current = stored.find((candidate) => candidate.id === id);
        if (!current) return createJsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404);
        const { version: _version, ...data } = body;
        return createJsonResponse(
          store({ ...current, ...data, key: data.key ?? null, version: current.version + 1 }),
        );
      },
    },
    {
      method: 'DELETE',
      path: `/v1/proposals/templates/${id}`,
      respond: () => {
        stored = stored.filter((candidate) => candidate.id !== id);
        return new Response(null, { status: 204 });
      },
    },
  ]);

  const fetchMock = stubFetch([
    { path: '/v1/me', respond: () => createJsonResponse(me) },
    {
      path: '/v1/proposals/templates',
      respond: () => respondList?.() ?? createJsonResponse({ items: stored }),
    },
    {
      method: 'POST',
      path: '/v1/proposals/templates',
      respond: async (request) => {
        const { version: _version, ...data } = (await request.json()) as TemplateInput;
        const created = store({
          id: nextId++,
          kind: data.kind,
          key: data.key ?? null,
          title: data.title,
          text: data.text,
          isDefault: data.isDefault ?? false,
          version: 1,
        });
        return createJsonResponse(created, 201);
      },
    },
    ...itemRoutes,
  ]);
  return fetchMock;
}
