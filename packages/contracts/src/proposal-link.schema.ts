import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { PersonStampSchema } from './proposal.schema.ts';
import { emailAddress, LinkOptionsSchema } from './proposal-delivery.schema.ts';
import { ProposalDocumentSchema } from './proposal-sections.schema.ts';
import { recordIdParam, safeText, singleLineText } from './primitives.ts';
import { z } from './zod.ts';

/*
 * The customer's side of a proposal (issue 31; docs/decisions/074–079): a link per issued
 * revision that the customer opens without signing in, its views and downloads, the customer's
 * acceptance or decline, and the project's audit trail.
 *
 * Seller's side (signed in, owner or editor of the project):
 *   POST   /v1/projects/{projectId}/proposals/{proposalId}/links        CreateProposalLinkInput → CreatedProposalLink (201)
 *   GET    /v1/projects/{projectId}/proposals/links                     → { items: ProposalLink[] } (every revision's)
 *   POST   /v1/projects/{projectId}/proposals/links/{linkId}/revoke     → ProposalLink
 *   GET    /v1/projects/{projectId}/proposals/decision                  → { decision: ProposalDecision | null }
 *   GET    /v1/projects/{projectId}/events?cursor=&limit=               → ProjectEventPage
 *   POST   …/proposals/{proposalId}/send (existing) gains `link` (LinkOptions, on by default; null:
 *          none): the message's text carries the link's address, and the message answered names
 *          the link (`linkId`); the address itself is given only in the message.
 *
 * Customer's side (public, no sign-in, rate-limited per address, `X-Robots-Tag: noindex`,
 * `Cache-Control: no-store`, `Referrer-Policy: no-referrer`):
 *   GET    /v1/public/proposal-links/{token}                            → PublicProposalView (200; a view is counted)
 *   GET    /v1/public/proposal-links/{token}/download/{format}          → the file (PDF: the stored bytes whose SHA-256 the view names)
 *   POST   /v1/public/proposal-links/{token}/accept                     AcceptProposalInput → PublicProposalView
 *   POST   /v1/public/proposal-links/{token}/decline                    DeclineProposalInput → PublicProposalView
 *   POST   /v1/public/proposal-links/{token}/successor                  → { token } (a superseded link: a link to the revision that replaced it)
 * The web page is /proposta/{token} (a lazy route outside sign-in).
 */

/** A link token: 128 random bits, base64url without padding (22 characters). Stored hashed. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const linkToken = z
  .string({ error: 'Link inválido.' })
  .regex(LINK_TOKEN_PATTERN, { error: 'Link inválido.' });

/** How a link reached the customer. SUCCESSOR: asked for from a superseded link's page. */
export const LINK_CHANNELS = ['EMAIL', 'COPY', 'WHATSAPP', 'SUCCESSOR'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];
export const LINK_CHANNEL_LABELS: Record<LinkChannel, string> = {
  EMAIL: 'E-mail',
  COPY: 'Link copiado',
  WHATSAPP: 'WhatsApp',
  SUCCESSOR: 'Aberto de um link anterior',
};

/**
 * A link's state, decided on the server at read time: ACTIVE until its end (`expiresAt`),
 * REVOKED by a user, SUPERSEDED once a link to a newer issued revision of the project is created.
 * An accepted revision's links are never superseded or revoked (its record stays readable).
 */
export const LINK_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED', 'SUPERSEDED'] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const LINK_STATE_LABELS: Record<LinkState, string> = {
  ACTIVE: 'Ativo',
  EXPIRED: 'Expirado',
  REVOKED: 'Revogado',
  SUPERSEDED: 'Substituído',
};

export const CreateProposalLinkInputSchema = LinkOptionsSchema.extend({
  channel: z.enum(['COPY', 'WHATSAPP'], { error: 'Canal inválido: use COPY ou WHATSAPP.' }),
});
export type CreateProposalLinkInput = z.input<typeof CreateProposalLinkInputSchema>;

export const ProposalLinkParamsSchema = z.object({
  projectId: recordIdParam(),
  linkId: recordIdParam(),
});

/** A link as its seller sees it: never its token (stored hashed), its counts. */
export const ProposalLinkSchema = z.object({
  id: z.number().int(),
  proposalId: z.number().int(),
  /** The revision's code, e.g. 2026-0007-R1. */
  code: z.string(),
  channel: z.enum(LINK_CHANNELS),
  state: z.enum(LINK_STATES),
  createdAt: z.string(),
  createdBy: PersonStampSchema,
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  supersededAt: z.string().nullable(),
  remindCustomer: z.boolean(),
  views: z.object({
    count: z.number().int(),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  downloads: z.object({ pdf: z.number().int(), docx: z.number().int() }),
});
export type ProposalLink = z.infer<typeof ProposalLinkSchema>;

/** A link just created: the only time its address is given (the seller copies or shares it). */
export const CreatedProposalLinkSchema = ProposalLinkSchema.extend({
  /** `${PUBLIC_URL}/proposta/${token}` */
  url: z.string(),
  /** `https://wa.me/?text=…`: a pt-BR message with the url. */
  whatsappUrl: z.string(),
});
export type CreatedProposalLink = z.infer<typeof CreatedProposalLinkSchema>;

/** GET …/proposals/links: every link of the project's revisions, newest first. */
export const ProposalLinkListSchema = z.object({ items: z.array(ProposalLinkSchema) });

/** Why a customer declines ("Recusar"): one of a list, plus text (required for OTHER). */
export const DECLINE_REASONS = [
  'PRICE',
  'DELIVERY_TIME',
  'TECHNICAL',
  'COMPETITOR',
  'PROJECT_CANCELLED',
  'OTHER',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  PRICE: 'Preço',
  DELIVERY_TIME: 'Prazo de entrega',
  TECHNICAL: 'Solução técnica',
  COMPETITOR: 'Escolhemos outro fornecedor',
  PROJECT_CANCELLED: 'Projeto cancelado ou adiado',
  OTHER: 'Outro motivo',
};

const SHA256_HEX = /^[0-9a-f]{64}$/;
const personName = singleLineText('Informe o nome.')
  .trim()
  .min(3, { error: 'Informe o nome completo.' })
  .max(120, { error: 'O nome deve ter no máximo 120 caracteres.' });
const optionalLine = (max: number, label: string) =>
  singleLineText()
    .trim()
    .max(max, { error: `${label} deve ter no máximo ${max} caracteres.` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST …/accept: who accepts (name; CPF or role, at least one; e-mail), the terms ticked, and the
 * SHA-256 of the PDF the page offered (the view's `pdfSha256`): a revision's PDF is stored once,
 * so it can only differ when the page is stale (409 CONFLICT). Accepting twice answers the first
 * acceptance (a double click accepts once); a revision already declined answers 409
 * PROPOSAL_DECIDED.
 */
export const AcceptProposalInputSchema = z
  .object({
    name: personName,
    cpf: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        safeText('CPF inválido.')
          .trim()
          .max(14, { error: 'CPF inválido.' })
          .refine((value) => isValidCpf(value), { error: 'CPF inválido.' })
          .transform((value) => value.replace(/\D/g, ''))
          .nullish(),
      )
      .transform((value) => value ?? null),
    role: optionalLine(80, 'O cargo'),
    email: emailAddress,
    acceptTerms: z.literal(true, { error: 'Marque que leu e aceita os termos da proposta.' }),
    pdfSha256: z.string().regex(SHA256_HEX, { error: 'Documento inválido.' }),
  })
  .refine((value) => value.cpf !== null || value.role !== null, {
    path: ['cpf'],
    error: 'Informe o CPF ou o cargo de quem aceita.',
  });
export type AcceptProposalInput = z.input<typeof AcceptProposalInputSchema>;

/** POST …/decline: a reason from the list, text (required for OTHER), who declines (optional). */
export const DeclineProposalInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: 'Escolha o motivo.' }),
    text: safeText()
      .trim()
      .max(1000, { error: 'O texto deve ter no máximo 1.000 caracteres.' })
      .nullish()
      .transform((value) => (value ? value : null)),
    name: personName.nullish().transform((value) => value ?? null),
    email: emailAddress.nullish().transform((value) => value ?? null),
  })
  .refine((value) => value.reason !== 'OTHER' || value.text !== null, {
    path: ['text'],
    error: 'Descreva o motivo.',
  });
export type DeclineProposalInput = z.input<typeof DeclineProposalInputSchema>;

export const PublicLinkParamsSchema = z.object({ token: linkToken });
export const PublicLinkDownloadParamsSchema = z.object({
  token: linkToken,
  format: z.enum(['pdf', 'docx'], { error: 'Formato inválido: use pdf ou docx.' }),
});

export const DECISION_KINDS = ['ACCEPTED', 'DECLINED'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * The customer's decision on a revision, with its evidence (MP 2.200-2/2001 art. 10 §2; Lei
 * 14.063/2020): who, when, from where (IP, user agent), which revision and the SHA-256 of the PDF
 * that was shown. One per revision; an acceptance freezes it.
 */
export const ProposalDecisionSchema = z.object({
  kind: z.enum(DECISION_KINDS),
  proposalId: z.number().int(),
  code: z.string(),
  decidedAt: z.string(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  reason: z.enum(DECLINE_REASONS).nullable(),
  text: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  pdfSha256: z.string().nullable(),
  linkId: z.number().int(),
});
export type ProposalDecision = z.infer<typeof ProposalDecisionSchema>;

/** What the customer's page is told of a decision already taken (no IP, no user agent). */
export const PublicDecisionSchema = ProposalDecisionSchema.pick({
  kind: true,
  code: true,
  decidedAt: true,
  name: true,
  role: true,
  reason: true,
  pdfSha256: true,
});

/**
 * GET /v1/public/proposal-links/{token}. AVAILABLE: the revision as its PDF shows it (the
 * customer's projection of the document: no editor-only reason, no user names, no other
 * revision), the SHA-256 of its PDF, its end, and the decision when taken. Otherwise the page
 * says why it shows nothing: EXPIRED, REVOKED, or SUPERSEDED (with the newer revision's code).
 * An unknown token is 404 NOT_FOUND.
 */
export const PublicProposalViewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('AVAILABLE'),
    code: z.string(),
    expiresAt: z.string(),
    makerName: z.string(),
    document: ProposalDocumentSchema,
    pdfSha256: z.string(),
    pdfFileName: z.string(),
    docxFileName: z.string(),
    decision: PublicDecisionSchema.nullable(),
  }),
  z.object({ status: z.literal('EXPIRED'), code: z.string(), expiresAt: z.string() }),
  z.object({ status: z.literal('REVOKED'), code: z.string() }),
  z.object({
    status: z.literal('SUPERSEDED'),
    code: z.string(),
    successorCode: z.string(),
  }),
]);
export type PublicProposalView = z.infer<typeof PublicProposalViewSchema>;

export const PublicSuccessorSchema = z.object({ token: z.string() });

/** The kinds of a project's audit trail ("Histórico"). */
export const PROJECT_EVENT_KINDS = [
  'REVISION_ISSUED',
  'PROPOSAL_SENT',
  'LINK_CREATED',
  'LINK_REVOKED',
  'LINK_VIEWED',
  'DOCUMENT_DOWNLOADED',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_DECLINED',
  'STATUS_CHANGED',
  'REMINDER_SENT',
] as const;
export type ProjectEventKind = (typeof PROJECT_EVENT_KINDS)[number];
export const PROJECT_EVENT_LABELS: Record<ProjectEventKind, string> = {
  REVISION_ISSUED: 'Revisão emitida',
  PROPOSAL_SENT: 'Proposta enviada por e-mail',
  LINK_CREATED: 'Link criado',
  LINK_REVOKED: 'Link revogado',
  LINK_VIEWED: 'Proposta visualizada',
  DOCUMENT_DOWNLOADED: 'Documento baixado',
  PROPOSAL_ACCEPTED: 'Proposta aceita',
  PROPOSAL_DECLINED: 'Proposta recusada',
  STATUS_CHANGED: 'Situação alterada',
  REMINDER_SENT: 'Lembrete enviado',
};

/** Who did it: a user, the customer (the name typed, when any) or the system (a reminder). */
export const EventActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('USER'), username: z.string(), name: z.string().nullable() }),
  z.object({ kind: z.literal('CUSTOMER'), name: z.string().nullable() }),
  z.object({ kind: z.literal('SYSTEM') }),
]);
export type EventActor = z.infer<typeof EventActorSchema>;

/**
 * The details of an event, by kind (all optional but `kind`'s own): `to` (PROPOSAL_SENT,
 * REMINDER_SENT recipients), `channel` and `linkId` (link events), `format` (DOCUMENT_DOWNLOADED),
 * `from`/`to` statuses (STATUS_CHANGED), `reason` and `text` (PROPOSAL_DECLINED), `reminder`
 * (REMINDER_SENT: EXPIRING or UNOPENED).
 */
export const ProjectEventDetailsSchema = z.object({
  recipients: z.array(z.string()).optional(),
  channel: z.enum(LINK_CHANNELS).optional(),
  linkId: z.number().int().optional(),
  format: z.enum(['pdf', 'docx']).optional(),
  fromStatus: z.string().optional(),
  toStatus: z.string().optional(),
  reason: z.enum(DECLINE_REASONS).optional(),
  text: z.string().optional(),
  reminder: z.enum(['EXPIRING', 'UNOPENED']).optional(),
});
export type ProjectEventDetails = z.infer<typeof ProjectEventDetailsSchema>;

export const ProjectEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROJECT_EVENT_KINDS),
  at: z.string(),
  actor: EventActorSchema,
  /** The revision concerned, when any (its code). */
  code: z.string().nullable(),
  details: ProjectEventDetailsSchema,
});
export type ProjectEvent = z.infer<typeof ProjectEventSchema>;

export const ProjectEventQuerySchema = z.object({
  /** The id of the last event of the previous page (events come newest first). */
  cursor: recordIdParam().optional(),
  limit: z.coerce
    .number({ error: 'Limite inválido.' })
    .int({ error: 'Limite inválido.' })
    .min(1, { error: 'Limite inválido.' })
    .max(100, { error: 'No máximo 100 eventos por página.' })
    .default(50),
});
export const ProjectEventPageSchema = z.object({
  items: z.array(ProjectEventSchema),
  nextCursor: z.number().int().nullable(),
});
export type ProjectEventPage = z.infer<typeof ProjectEventPageSchema>;
