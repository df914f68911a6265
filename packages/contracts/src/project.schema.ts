import { STATE_CODES } from './brazil.ts';
import { BuyerFiscalProfileSchema } from './buyer-fiscal-profile.ts';
import { calendarDate, safeText } from './primitives.ts';
import { z } from './zod.ts';

/** Limits of the project form (spec part 1 §5), shown by the form and enforced by the API. */
export const PROJECT_LIMITS = {
  name: 60,
  customerName: 60,
  cnpj: 19,
  /** `000.000.000-00`. */
  cpf: 14,
  /** An inscrição estadual as typed (the longest, MG's `062.307.904/0081`, has 16), or ISENTO. */
  stateRegistration: 20,
  phone: 15,
  street: 120,
  /** "1200", "1200-A", "km 12", "S/N". */
  number: 10,
  complement: 60,
  neighborhood: 60,
  city: 80,
  zipcode: 9,
  email: 254,
} as const;

export const PROJECT_STATUSES = [
  'PENDING',
  'SENT',
  'IN_REVIEW',
  'CLOSED_WON',
  'CLOSED_LOST',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  PENDING: 'PENDENTE',
  SENT: 'ENVIADO',
  IN_REVIEW: 'EM REVISAO',
  CLOSED_WON: 'FECHADO/GANHO',
  CLOSED_LOST: 'FECHADO/PERDIDO',
};

/**
 * How far along a project is, in the spec's order of its statuses (part 1 §"Project status
 * values"): PENDENTE, ENVIADO, EM REVISAO, then either FECHADO outcome. A proposal's send moves a
 * project to ENVIADO only from an earlier stage (docs/decisions/063).
 */
export const PROJECT_STATUS_STAGES: Record<ProjectStatus, number> = {
  PENDING: 0,
  SENT: 1,
  IN_REVIEW: 2,
  CLOSED_WON: 3,
  CLOSED_LOST: 3,
};

/** The statuses before `status` (PENDING for SENT). */
export function listStatusesBefore(status: ProjectStatus): ProjectStatus[] {
  return PROJECT_STATUSES.filter(
    (other) => PROJECT_STATUS_STAGES[other] < PROJECT_STATUS_STAGES[status],
  );
}

export const CUSTOMER_SEGMENTS = [
  'INDUSTRIAL_COLD_ROOMS',
  'SUPERMARKET',
  'RESALE',
  'EXPORT',
  'EQUIPMENT_MAKERS',
] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];
export const CUSTOMER_SEGMENT_LABELS: Record<CustomerSegment, string> = {
  INDUSTRIAL_COLD_ROOMS: 'Câmaras Industriais',
  SUPERMARKET: 'Supermercado',
  RESALE: 'Revenda',
  EXPORT: 'Exportação',
  EQUIPMENT_MAKERS: 'Fabricantes de Equipamentos',
};
/** Spec part 1 §2: editors choose only the first two segments; other users all five. */
export function listSegmentsFor(isEditor: boolean): readonly CustomerSegment[] {
  return isEditor ? ['INDUSTRIAL_COLD_ROOMS', 'SUPERMARKET'] : CUSTOMER_SEGMENTS;
}

export const COUNTRY = 'Brasil';

/** A blank text (or only spaces) read as absent. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const ProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  customer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    cnpj: z.string().nullable(),
    /** A person's CPF, 11 digits without mask; a customer has a CNPJ or a CPF, not both. */
    cpf: z.string().nullable(),
    /** The inscrição estadual as typed, or `ISENTO` (docs/decisions/071). */
    stateRegistration: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      number: z.string().nullable(),
      complement: z.string().nullable(),
      neighborhood: z.string().nullable(),
      state: z.enum(STATE_CODES).nullable(),
      city: z.string().nullable(),
      country: z.string(),
      zipcode: z.string().nullable(),
    }),
    segment: z.enum(CUSTOMER_SEGMENTS).nullable(),
    /** The customer's fiscal profile for the proposal's taxes; null until someone fills it. */
    fiscal: BuyerFiscalProfileSchema.nullable(),
  }),
  owner: z.object({ username: z.string(), name: z.string().nullable() }),
  /**
   * When the project was archived (ISO 8601), null while it is not: archived projects leave the
   * list unless its `archived` filter asks for them (docs/decisions/065).
   */
  archivedAt: z.string().nullable(),
  /** Total of the project's proposal in reais; 0 until a proposal exists. */
  totalValue: z.number(),
  /**
   * When the customer last opened a link to any revision of the project's proposal (ISO 8601),
   * null while none was opened: the list's "visualizada há 2 dias" (issue 31, docs/decisions/077).
   */
  lastViewedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * Bounds of a project list page. The largest page at the largest size starts 9 999 900 rows in:
 * far past any real list, and its offset and counted rows (a few pages further) stay well inside
 * a PostgreSQL integer, which the page query binds them as (an unbounded page failed the shared
 * page read of everyone listing at that moment; docs/decisions/045-input-bounds-and-names.md).
 */
export const PROJECT_LIST_LIMITS = { maxPage: 100_000, maxSize: 100 } as const;

/** The longest username the owner filter takes (a username may be an e-mail address). */
const PROJECT_OWNER_MAX = 254;

/** GET /v1/projects query (spec part 1 §7). Pages start at 1; size 10 by default. */
export const ProjectListQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'Página inválida.' })
      .int({ error: 'Página inválida.' })
      .min(1, { error: 'Página inválida.' })
      .max(PROJECT_LIST_LIMITS.maxPage, {
        error: `Página inválida: no máximo ${PROJECT_LIST_LIMITS.maxPage.toLocaleString('pt-BR')}.`,
      })
      .default(1),
    size: z.coerce
      .number({ error: 'Tamanho de página inválido.' })
      .int({ error: 'Tamanho de página inválido.' })
      .min(1, { error: 'Tamanho de página inválido.' })
      .max(PROJECT_LIST_LIMITS.maxSize, {
        error: `No máximo ${PROJECT_LIST_LIMITS.maxSize} projetos por página.`,
      })
      .default(10),
    projectName: z.preprocess(
      blankToNull,
      safeText().trim().max(PROJECT_LIMITS.name, { error: 'No máximo 60 caracteres.' }).nullish(),
    ),
    customerName: z.preprocess(
      blankToNull,
      safeText()
        .trim()
        .max(PROJECT_LIMITS.customerName, { error: 'No máximo 60 caracteres.' })
        .nullish(),
    ),
    status: z.preprocess(
      blankToNull,
      z.enum(PROJECT_STATUSES, { error: 'Status inválido.' }).nullish(),
    ),
    startDate: z.preprocess(blankToNull, calendarDate.nullish()),
    endDate: z.preprocess(blankToNull, calendarDate.nullish()),
    /**
     * `true`: only the archived projects; absent or `false`: only the others (docs/decisions/065).
     */
    archived: z.preprocess(
      blankToNull,
      z
        .enum(['true', 'false'], { error: 'Filtro de arquivados inválido.' })
        .nullish()
        .transform((value) => value === 'true'),
    ),
    /**
     * Editors only: the username of the projects' owner ("Responsável"). Ignored for other users,
     * who see only their own projects (docs/decisions/007).
     */
    owner: z.preprocess(
      blankToNull,
      safeText().trim().max(PROJECT_OWNER_MAX, { error: 'Responsável inválido.' }).nullish(),
    ),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'A data inicial deve ser anterior à final.',
    path: ['endDate'],
  });
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/** GET /v1/projects/owners (editors): a user who may own projects, for the owner filter. */
export const ProjectOwnerSchema = z.object({ username: z.string(), name: z.string().nullable() });
export type ProjectOwner = z.infer<typeof ProjectOwnerSchema>;

/** Header with the total number of projects matching the filters. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Present (`true`) when the server stopped counting, five pages past the requested one: more
 * projects match than the total header says (it says `(page - 1 + 5) × size`).
 */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';
