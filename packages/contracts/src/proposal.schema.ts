import { CatalogVersionRefSchema } from './catalog.schema.ts';
import { recordIdParam, rowVersion } from './primitives.ts';
import { ProposalTotalsSchema } from './proposal-prices.schema.ts';
import {
  ProposalClientSchema,
  ProposalEquipmentSchema,
  ProposalRoomSchema,
  ProposalSystemSchema,
} from './proposal-selection.schema.ts';
import { z } from './zod.ts';

/*
 * The commercial proposal of a project (spec part 2 §2.4, §3 "Proposal" … "Owners", §4, §6, §7,
 * §8; docs/decisions/029). Money in reais (BRL) with two decimals; tax rates in % (0–100);
 * capacities kcal/h; temperatures °C; lengths m; thicknesses mm.
 *
 * A project has a series of proposal revisions sharing one number (`2026-0042`). Each revision
 * is its own proposal id (`pid`): R0, R1, … The newest is the DRAFT, the project's current
 * proposal, whose selection part (rooms, systems, equipment) is read live from the project's
 * saved rooms and systems and whose sections are editable. 'Emitir revisão' freezes the draft as
 * ISSUED (an immutable snapshot of the whole ProposalDocument, stamped with who and when) and
 * opens the next revision as the new draft with the same texts and prices. Any write to an
 * issued revision answers 409 REVISION_ISSUED.
 *
 * Roles (spec §6): APRESENTAÇÃO, CONDIÇÕES COMERCIAIS, the general conditions, RESPONSÁVEIS and
 * the DOCX download are the editor's. Their endpoints (read and write) answer 403 to anyone else;
 * the JSON document of a revision leaves those sections null for a non-editor.
 *
 * Texts of the sections are Markdown (spec §9 "text written as markdown"), shown through a
 * sanitiser on screen and walked into document nodes (never HTML) by the documents.
 *
 * Here the proposal and its revisions; beside it proposal-selection.schema.ts (rooms, systems,
 * equipment), proposal-prices.schema.ts (price lines, totals), proposal-sections.schema.ts (the
 * sections, their texts and the document of a revision) and proposal-templates.schema.ts.
 */

// ---------------------------------------------------------------------------------------------
// The proposal and its revisions
// ---------------------------------------------------------------------------------------------

export const PROPOSAL_STATUSES = ['DRAFT', 'ISSUED'] as const;

/** Who did something, as shown ("Maria Souza"). */
export const PersonStampSchema = z.object({ username: z.string(), name: z.string().nullable() });

/** A revision in the list of the proposal screen. */
export const ProposalRevisionSummarySchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  /** "2026-0042-R1". */
  code: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  issuedAt: z.string().nullable(),
  issuedBy: PersonStampSchema.nullable(),
  totals: ProposalTotalsSchema,
});
export type ProposalRevisionSummary = z.infer<typeof ProposalRevisionSummarySchema>;

/**
 * GET …/proposals/current, POST …/proposals, GET …/proposals/{pid}: a revision with its
 * selection part (spec §3 "Proposal: id, code, data; rooms …; equipments list with sku").
 */
export const ProposalSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** "2026-0042": the number every revision shares. */
  number: z.string(),
  revision: z.number().int(),
  /** "2026-0042-R0": the heading's {code}. */
  code: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  project: z.object({ id: z.number().int(), name: z.string() }),
  client: ProposalClientSchema,
  rooms: z.array(ProposalRoomSchema),
  systems: z.array(ProposalSystemSchema),
  equipments: z.array(ProposalEquipmentSchema),
  /**
   * The catalogue versions the listed systems' equipment comes from, each once, in the systems'
   * order (empty: no system with equipment); null for a revision issued before the catalogue
   * was recorded ("Catálogo não registrado nesta revisão", docs/decisions/053).
   */
  catalogues: z.array(CatalogVersionRefSchema).nullable(),
  totals: ProposalTotalsSchema,
  issuedAt: z.string().nullable(),
  issuedBy: PersonStampSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every revision of this proposal's number, oldest first (the draft last). */
  revisions: z.array(ProposalRevisionSummarySchema),
  version: z.number().int(),
});
export type ProposalDto = z.infer<typeof ProposalSchema>;

/** POST …/proposals/{pid}/revisions: freeze the draft `pid` (its version) and open the next. */
export const IssueRevisionInputSchema = z.object({ version: rowVersion.optional() });

/** GET …/proposals/{pid}/compare?with={otherPid}: what changed from `with` to `pid`. */
export const PROPOSAL_CHANGE_AREAS = ['EQUIPMENT', 'PRICES', 'TEXTS', 'ROOMS', 'SYSTEMS'] as const;
export const ProposalChangeSchema = z.object({
  area: z.enum(PROPOSAL_CHANGE_AREAS),
  /** What changed, in Portuguese: "Preço unitário — Evaporador HP 3-45 (SKU EVP-…)". */
  label: z.string(),
  /** Displayable values, pt-BR ("R$ 12.500,00"); null: absent on that side. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ProposalChange = z.infer<typeof ProposalChangeSchema>;
export const ProposalComparisonSchema = z.object({
  from: ProposalRevisionSummarySchema,
  to: ProposalRevisionSummarySchema,
  changes: z.array(ProposalChangeSchema),
});
export type ProposalComparison = z.infer<typeof ProposalComparisonSchema>;
export const ProposalCompareQuerySchema = z.object({
  with: recordIdParam('Escolha a revisão a comparar.'),
});

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

export const ProjectProposalParamsSchema = z.object({ projectId: recordIdParam() });
export const ProposalParamsSchema = z.object({
  projectId: recordIdParam(),
  proposalId: recordIdParam(),
});

/** 409 REVISION_ISSUED's message. */
export const REVISION_ISSUED_MESSAGE =
  'Esta revisão já foi emitida e não pode ser alterada. Edite a revisão em andamento.';
