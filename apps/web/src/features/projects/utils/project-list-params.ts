import { ProjectListQuerySchema, type ProjectStatus } from '@camara-fria/contracts';

/** Spec part 1 §9: the list starts at page 1 with 10 projects; a filter search goes back to that. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

/** The list's filters as the form edits them: blank text and null mean "any". */
export type ProjectListFilters = {
  projectName: string;
  customerName: string;
  status: ProjectStatus | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** YYYY-MM-DD */
  endDate: string | null;
  /** Editors: the owner's username ("Responsável"); null: everyone's. */
  owner: string | null;
  /** "Arquivados": only the archived projects (the list leaves them out otherwise, ADR 065). */
  archived: boolean;
};

export type ProjectListParams = ProjectListFilters & { page: number; size: number };

export const EMPTY_FILTERS: ProjectListFilters = {
  projectName: '',
  customerName: '',
  status: null,
  startDate: null,
  endDate: null,
  owner: null,
  archived: false,
};

const FILTER_NAMES = [
  'projectName',
  'customerName',
  'status',
  'startDate',
  'endDate',
  'owner',
] as const;
const fields = ProjectListQuerySchema.shape;

/** One query-string value through its contract field; what the contract refuses gets `fallback`. */
function readField<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: string | null,
  fallback: NonNullable<T> | null,
): NonNullable<T> | null {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success && parsed.data !== null && parsed.data !== undefined
    ? parsed.data
    : fallback;
}

/**
 * The list's page, size and filters from the address' query string. Each value is checked on its
 * own against the contract (ProjectListQuerySchema), so a hand-edited bad one is just ignored.
 */
export function readProjectListParams(search: URLSearchParams): ProjectListParams {
  return {
    page: readField(fields.page, search.get('page'), DEFAULT_PAGE) ?? DEFAULT_PAGE,
    size: readField(fields.size, search.get('size'), DEFAULT_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    projectName: readField(fields.projectName, search.get('projectName'), '') ?? '',
    customerName: readField(fields.customerName, search.get('customerName'), '') ?? '',
    status: readField(fields.status, search.get('status'), null),
    startDate: readField(fields.startDate, search.get('startDate'), null),
    endDate: readField(fields.endDate, search.get('endDate'), null),
    owner: readField(fields.owner, search.get('owner'), null),
    archived: readField(fields.archived, search.get('archived'), false) ?? false,
  };
}

/** The query string of a list state: filters that are set, then page and size. */
export function writeProjectListParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = params[name]?.trim();
    if (value) search.set(name, value);
  }
  if (params.archived) search.set('archived', 'true');
  search.set('page', String(params.page));
  search.set('size', String(params.size));
  return search;
}

/** Just the filters of a list state. */
export function pickFilters(params: ProjectListFilters): ProjectListFilters {
  return {
    projectName: params.projectName,
    customerName: params.customerName,
    status: params.status,
    startDate: params.startDate,
    endDate: params.endDate,
    owner: params.owner,
    archived: params.archived,
  };
}

export function hasActiveFilters(filters: ProjectListFilters): boolean {
  return filters.archived || FILTER_NAMES.some((name) => Boolean(filters[name]?.trim()));
}
