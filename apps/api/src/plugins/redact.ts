/**
 * What reaches a log line: codes, ids, routes and field names, never a value a customer typed
 * (names, e-mails, searches) nor a secret (codes, tokens). See docs/decisions (log redaction).
 */

/** Query parameters whose values are harmless (paging, filters by fixed values, OIDC names). */
const SAFE_PARAMS = new Set([
  'page',
  'size',
  'status',
  'embed',
  'productLine',
  'startDate',
  'endDate',
  'response_type',
  'client_id',
  'scope',
  'code_challenge_method',
  'iss',
  'prompt',
]);

/** Keeps the path and every parameter name; hides the values of all but SAFE_PARAMS. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (!SAFE_PARAMS.has(name)) params.set(name, 'REDACTED');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Fields of a PostgreSQL error (pg, PGlite) that name things, never carry values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

type ErrorLike = Error & Record<string, unknown>;

const isSqlState = (value: unknown) => typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value);

/** The PostgreSQL error inside a driver or ORM error (Drizzle wraps it as `cause`). */
function findDatabaseError(error: ErrorLike): ErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as ErrorLike;
    if (isSqlState(candidate.code) && ('severity' in candidate || 'routine' in candidate)) {
      return candidate;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Stack frames only: the first lines of a stack repeat the message. */
function readStackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * Logger serializer for `err`. Database errors keep their class, SQLSTATE, constraint, table
 * and column, and lose their message, SQL text, parameters and detail (which quote values).
 * Other errors keep their message with double-quoted text hidden (JSON.parse and PostgreSQL
 * quote the offending input that way).
 */
export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const source = error as ErrorLike;
  const type = source.constructor.name || source.name;
  const stack = readStackFrames(source.stack);
  const statusCode = typeof source.statusCode === 'number' ? { statusCode: source.statusCode } : {};
  const database = findDatabaseError(source);
  if (database) {
    const fields = DATABASE_FIELDS.filter((field) => typeof database[field] === 'string');
    return {
      type,
      message: `database error ${String(database.code)}`,
      database: Object.fromEntries(fields.map((field) => [field, database[field]])),
      ...statusCode,
      stack,
    };
  }
  return {
    type,
    ...(typeof source.code === 'string' ? { code: source.code } : {}),
    message: source.message.replace(/"[^"]*"/g, '"…"').slice(0, 300),
    ...statusCode,
    stack,
  };
}
