import type { FieldIssue, z } from '@camara-fria/contracts';
import { AppError } from './app-error.ts';

/**
 * A JSON document the API stores in a column (a room, a proposal section, an issued snapshot,
 * an operating system's choices, selections and result) and how older stored ones are brought
 * up to date (docs/decisions/049-versioned-stored-documents.md). Every document written carries
 * `schemaVersion`; one without it is version 1 (as stored before versions existed). A read
 * applies the named upgrades from the document's own version, in order, then parses the result
 * with the document's zod schema; a document of a version this code does not know (written by a
 * newer server) or that does not parse is refused whole, never half-read.
 */

export type JsonObject = Record<string, unknown>;

/** One step of a document's history: takes a document of version `from` to `from + 1`. */
export type DocumentUpgrade = {
  readonly from: number;
  readonly name: string;
  readonly up: (document: JsonObject) => JsonObject;
};

/** A document's history: its name (for errors and logs) and its upgrades, in order. */
export type DocumentVersions = {
  /** What the document is, in Portuguese, after "O documento" ("da proposta emitida"). */
  readonly label: string;
  /** The version this code writes: one more than the number of upgrades. */
  readonly version: number;
  readonly upgrades: readonly DocumentUpgrade[];
};

/** A document's history and the zod schema of its current version (without `schemaVersion`). */
export type StoredDocument<Schema extends z.ZodType> = DocumentVersions & {
  readonly schema: Schema;
};

/**
 * The history of a document: the upgrade at index i takes version i + 1 to i + 2, so the
 * current version is the number of upgrades plus one.
 * @throws Error when the upgrades are not numbered 1, 2, … in order or two share a name.
 */
export function defineDocumentVersions(
  label: string,
  upgrades: readonly DocumentUpgrade[] = [],
): DocumentVersions {
  upgrades.forEach((upgrade, index) => {
    if (upgrade.from !== index + 1) {
      throw new Error(
        `${label}: upgrade ${upgrade.name} is from ${upgrade.from}, not ${index + 1}`,
      );
    }
  });
  if (new Set(upgrades.map((upgrade) => upgrade.name)).size !== upgrades.length) {
    throw new Error(`${label}: two upgrades share a name`);
  }
  return { label, version: upgrades.length + 1, upgrades };
}

/** A stored document: its history ({@link defineDocumentVersions}) and its current schema. */
export function defineStoredDocument<Schema extends z.ZodType>(
  label: string,
  schema: Schema,
  upgrades: readonly DocumentUpgrade[] = [],
): StoredDocument<Schema> {
  return { ...defineDocumentVersions(label, upgrades), schema };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type UpgradedDocument =
  | { ok: true; document: JsonObject; fromVersion: number }
  | {
      ok: false;
      reason: 'unreadable' | 'unknown-version' | 'newer-version';
      message: string;
      /** The stored `schemaVersion`, when it is a number. */
      storedVersion?: number;
    };

/**
 * A stored document at the current version, through every upgrade from its own, in order, and
 * stamped with the current version. The result still has to pass the document's schema. A
 * document that is not an object, or whose version is not a version 1 … current, is refused.
 */
export function upgradeDocument(versions: DocumentVersions, stored: unknown): UpgradedDocument {
  if (!isObject(stored)) {
    return { ok: false, reason: 'unreadable', message: 'Documento gravado ilegível.' };
  }
  const fromVersion = stored.schemaVersion ?? 1;
  if (typeof fromVersion !== 'number' || !Number.isInteger(fromVersion) || fromVersion < 1) {
    return {
      ok: false,
      reason: 'unknown-version',
      message: 'Versão do documento gravado desconhecida.',
    };
  }
  if (fromVersion > versions.version) {
    return {
      ok: false,
      reason: 'newer-version',
      message: 'Versão do documento gravado desconhecida.',
      storedVersion: fromVersion,
    };
  }
  let document: JsonObject = stored;
  for (const upgrade of versions.upgrades) {
    if (upgrade.from >= fromVersion) document = upgrade.up(document);
  }
  return { ok: true, document: { ...document, schemaVersion: versions.version }, fromVersion };
}

export type ParsedDocument<T> =
  | { ok: true; value: T; fromVersion: number }
  | {
      ok: false;
      reason: 'unreadable' | 'unknown-version' | 'newer-version' | 'invalid';
      issues: FieldIssue[];
      storedVersion?: number;
    };

/** A stored document upgraded ({@link upgradeDocument}) and parsed with its current schema. */
export function parseStoredDocument<Schema extends z.ZodType>(
  kind: StoredDocument<Schema>,
  stored: unknown,
): ParsedDocument<z.output<Schema>> {
  const upgraded = upgradeDocument(kind, stored);
  if (!upgraded.ok) {
    return {
      ok: false,
      reason: upgraded.reason,
      issues: [{ path: 'schemaVersion', message: upgraded.message }],
      ...(upgraded.storedVersion === undefined ? {} : { storedVersion: upgraded.storedVersion }),
    };
  }
  const { schemaVersion: _version, ...document } = upgraded.document;
  const parsed = kind.schema.safeParse(document);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, reason: 'invalid', issues };
  }
  return { ok: true, value: parsed.data, fromVersion: upgraded.fromVersion };
}

/**
 * A stored document as this code reads it: upgraded and parsed.
 * @param where - which row it is, for the message ("proposta 12").
 * @throws AppError 500 STORED_DOCUMENT_UNREADABLE when it is of a newer or unknown version, or
 *   does not parse: the request fails whole rather than answer part of a document.
 */
export function readStoredDocument<Schema extends z.ZodType>(
  kind: StoredDocument<Schema>,
  stored: unknown,
  where: string,
): z.output<Schema> {
  const parsed = parseStoredDocument(kind, stored);
  if (parsed.ok) return parsed.value;
  const message =
    parsed.reason === 'newer-version'
      ? `O documento ${kind.label} (${where}) foi gravado por uma versão mais nova do sistema (versão ${String(parsed.storedVersion)} do documento; esta lê até a ${kind.version}): atualize o servidor.`
      : `O documento ${kind.label} (${where}) está gravado num formato que esta versão do sistema não lê.`;
  throw new AppError(500, 'STORED_DOCUMENT_UNREADABLE', message, parsed.issues);
}

/** The document as it is written: the current version stamped on it. */
export function toStoredDocument<T extends object>(
  versions: DocumentVersions,
  document: T,
): T & { schemaVersion: number } {
  return { ...document, schemaVersion: versions.version };
}
