import { z } from './zod.ts';

/**
 * Stable error codes of the wire shape `{ code, message, details? }`.
 * Documented in docs/decisions/004-error-model.md; never renamed once shipped.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  /** 413: a request body past the server's limit (2 MB). */
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 428: a PUT without the version it is based on (body `version` or an If-Match header). */
  'PRECONDITION_REQUIRED',
  /** 422: the heat load of the room's inputs is not a finite number; nothing is stored. */
  'HEAT_LOAD_NOT_FINITE',
  /** 422: a stored room no longer validates (GET of that room; lists flag it instead). */
  'STORED_ROOM_INVALID',
  /**
   * 500: a stored JSON document (a proposal section, an issued snapshot, a system's choices,
   * selections or result) was written by a newer server or does not parse: it is never half-read.
   */
  'STORED_DOCUMENT_UNREADABLE',
  'OUT_OF_CATALOGUE_RANGE',
  'NO_BALANCE_POINT',
  /** 422: "Calcular" on a system whose equipment is incomplete (a room without evaporator, no unit). */
  'SYSTEM_INCOMPLETE',
  /** 409: a write to a proposal revision already issued (frozen). */
  'REVISION_ISSUED',
  /**
   * 409: deleting a project with an issued or sent proposal revision: its record is kept; the
   * project can be archived instead (docs/decisions/065).
   */
  'PROJECT_HAS_ISSUED_PROPOSAL',
  /**
   * 409: sending a revision still being edited (a draft): only an issued revision is sent
   * (docs/decisions/063); nothing is stored or delivered.
   */
  'REVISION_NOT_ISSUED',
  /**
   * 409: issuing, sending or downloading a draft proposal while one of its systems is stale (its
   * rooms changed after it was computed: "Recalcular", docs/decisions/055).
   */
  'SYSTEM_STALE',
  /**
   * 422: an Idempotency-Key already used by this user for a send with other values (another
   * revision, addresses, subject or message).
   */
  'IDEMPOTENCY_KEY_REUSED',
  /**
   * 409: a tax rate row whose validity overlaps another row of the same table and key
   * ("Tabelas fiscais", docs/decisions/070); the message names the other row's dates.
   */
  'TAX_RATE_OVERLAP',
  /**
   * 410: a customer link that is expired, revoked or superseded (issue 31): a download, an
   * acceptance or a decline through it is refused; its page (GET) says which.
   */
  'LINK_UNAVAILABLE',
  /**
   * 409: accepting a revision the customer already declined, or declining one already accepted
   * (issue 31). The same decision again answers the first one.
   */
  'PROPOSAL_DECIDED',
  'AUTH_INVALID_GRANT',
  'AUTH_SSO_DISABLED',
  'AUTH_PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
  /**
   * 429: the user's e-mail recipients of the last 24 hours reached MAIL_RECIPIENTS_PER_DAY
   * (Retry-After says when enough of them leave the window).
   */
  'SEND_QUOTA_EXCEEDED',
  /** 503: too many requests (or, for documents, renders) at once; answered with Retry-After. */
  'SERVER_BUSY',
  /**
   * 422: a proposal document did not render within its time or memory budget
   * (DOCUMENT_RENDER_TIMEOUT_MS, DOCUMENT_RENDER_MEMORY_MB); the server goes on.
   */
  'DOCUMENT_TOO_LARGE',
  /** 499: the client went away before its answer (its document render was dropped); logged only. */
  'REQUEST_CANCELLED',
  /** 503: the database does not answer (GET /health/ready). */
  'DATABASE_UNAVAILABLE',
  /** 503: the server is shutting down (SIGTERM); a request on a connection it is draining. */
  'SHUTTING_DOWN',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(FieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
