import {
  CondensingUnitSearchAnswerSchema,
  CreatedProposalLinkSchema,
  EvaporatorSearchAnswerSchema,
  markdownText,
  ProjectSchema,
  PROPOSAL_TEXT_LIMITS,
  RoomSchema,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import {
  createProposal,
  downloadDocument,
  issueRevision,
  saveSellerText,
} from './support/proposal-documents.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Fuzzes every operation of the OpenAPI document that takes a body, a query, path parameters or
 * declared headers (Idempotency-Key) with malformed input generated from its JSON schemas:
 * wrong types, huge, tiny and overflowing
 * numbers, NUL characters, lone surrogates, long strings, extra and missing fields, impossible
 * dates, ids beyond a PostgreSQL integer. The caller is signed in and owns a project with a room,
 * so the project and room paths exist. No answer may be a 5xx; an input that is certainly
 * invalid must be a 4xx; and a request that is not answered 2xx must leave the stored projects
 * and rooms exactly as they were. Fixed seeds and bounded runs keep it deterministic and short.
 */

const SEED = 20_260_311;
/** Requests per operation: with a body; with a query only; with path parameters only. */
const RUNS = { body: 200, query: 100, path: 30 } as const;

type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema: JsonSchema | null;
  bodyType: 'json' | 'form' | null;
};

/** A number literal JSON.stringify cannot write (1e400 parses to Infinity). */
class RawNumber {
  constructor(readonly text: string) {}
}

/** A generated request: what is sent, and whether it is certainly invalid. */
type FuzzCase = {
  pathParams: Record<string, string>;
  /** Already percent-encoded pairs. */
  query: [string, string][];
  /** Declared request headers (e.g. Idempotency-Key), set to a generated value. */
  headers: Record<string, string>;
  body: unknown;
  isCertainlyInvalid: boolean;
  mutation: string;
};

// ---------------------------------------------------------------------------------------------
// Bad values

const NUL_STRINGS = ['\u0000', 'a\u0000b', 'Câmara\u0000', '\u0000'.repeat(5)];
const LONE_SURROGATES = ['\ud800', 'x\udfff', 'Câmara \udbff fria', '\udc00\ud800'];
const isPoisoned = (value: unknown) =>
  typeof value === 'string' && (NUL_STRINGS.includes(value) || LONE_SURROGATES.includes(value));

/**
 * Names that break a line or spoof their shown text (issue 26): every name and title refuses
 * them (decision 045), other text may hold some (a message's line breaks).
 */
const NAME_SPOOFS = [
  'Obra\r\nBcc: espiao@evil.example',
  'Proposta \u202Efdp.exe',
  'A\u2066B\u2069',
  'Nome\u200F',
  'Tab\tx',
  'ESC\u001b[31m',
  'Linha\u2028nova',
];
/** Body keys that hold a name or a title (one line) wherever they appear. */
const NAME_KEYS = new Set(['name', 'title', 'street', 'city', 'subject']);
const isSpoofedName = (path: (string | number)[], value: unknown) =>
  typeof value === 'string' && NAME_SPOOFS.includes(value) && NAME_KEYS.has(String(path.at(-1)));

const BAD_DATES = [
  '0000-01-01',
  '9999-12-31',
  '2024-02-31',
  '2023-02-29',
  '2024-13-01',
  '1899-12-31',
];
const BAD_NUMBERS: unknown[] = [
  5e-324,
  -5e-324,
  1e-310,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  2_147_483_648,
  99_999_999_999,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  -0,
  0,
  -1,
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
  new RawNumber('1e-400'),
  new RawNumber('123456789012345678901234567890'),
];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUL_STRINGS, ...LONE_SURROGATES) },
  { weight: 2, arbitrary: fc.constantFrom(...NAME_SPOOFS) },
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, '', '   ', 'texto', [1, 2], {
      a: 1,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(20_000), 'ç'.repeat(5_000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
);

/** Raw, already percent-encoded query values. */
const badQueryValue = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%E0%A4%A',
  ...BAD_DATES,
  '99999999999',
  '2147483648',
  '100001',
  '21474837',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  'x'.repeat(5_000),
  '',
);
/** Pages and sizes are bounded (100 000 and 100): beyond, an offset would overflow (issue 26). */
const certainlyInvalidQuery = (name: string, value: string) =>
  value.includes('%00') ||
  ((name === 'page' || name === 'size') && /^\d+$/.test(value) && Number(value) > 100_000);

/**
 * Values of a declared header (fetch trims the spaces around a value and refuses control
 * characters, so none of those).
 */
const badHeaderValue = fc.oneof(
  fc.constantFrom(
    '',
    'chave com espaço',
    'çãõ',
    'x'.repeat(256),
    'x'.repeat(8_000),
    '"aspas"',
    '1',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
);

/** A header value its JSON schema certainly refuses (length bounds, pattern). */
function certainlyInvalidHeader(schema: JsonSchema, value: string): boolean {
  if (value.length < (schema.minLength ?? 0)) return true;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return true;
  return schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value);
}

/** Path segments that never name an existing row (all 4xx). */
const badPathValue = fc.constantFrom(
  '99999999999',
  '2147483648',
  '2147483647',
  '9'.repeat(400),
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  'NaN',
  'Infinity',
  '1e400',
);

// ---------------------------------------------------------------------------------------------
// Valid-shaped values from a JSON schema (the base the mutations break)

function clamp(value: number | undefined, fallback: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value ?? fallback));
}

function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = fromSchemaNotNull(schema);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
}

function fromSchemaNotNull(schema: JsonSchema): fc.Arbitrary<unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(fromSchema));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 2)),
      });
    case 'string':
      if (schema.format === 'email') return fc.constant('compras@serraazul.com.br');
      if (schema.pattern?.includes('\\d{4}')) return fc.constantFrom('2024-05-10', '2025-12-31');
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, 12)),
      });
    case 'integer': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = clamp(schema.minimum, -1000, -1000, 1000) + exclusive;
      return fc.integer({ min, max: Math.max(min, clamp(schema.maximum, 1000, -1000, 1000)) });
    }
    case 'number': {
      const min = clamp(schema.minimum, -1000, -1000, 1000);
      return fc.double({
        min,
        max: Math.max(min, clamp(schema.maximum, 1000, -1000, 1000)),
        minExcluded: schema.exclusiveMinimum === true,
        noNaN: true,
      });
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations

type Path = (string | number)[];

function listPaths(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value))
    value.forEach((item, i) => paths.push(...listPaths(item, [...prefix, i])));
  else if (value && typeof value === 'object' && !(value instanceof RawNumber))
    for (const [key, item] of Object.entries(value))
      paths.push(...listPaths(item, [...prefix, key]));
  return paths;
}

function isContainer(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof RawNumber);
}

function readAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), value);
}

/** A deep copy of `value` with the node at `path` replaced (`undefined` deletes it). */
function writeAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    if (rest.length === 0 && replacement === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = writeAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === undefined) delete copy[head];
  else copy[head] = writeAt(copy[head], rest, replacement);
  return copy;
}

function mutateBody(
  body: unknown,
): fc.Arbitrary<{ body: unknown; certain: boolean; label: string }> {
  const paths = listPaths(body);
  const objectPaths = paths.filter((path) => {
    const node = readAt(body, path);
    return isContainer(node) && !Array.isArray(node);
  });
  const deepPaths = paths.filter((path) => path.length > 0);
  const replace = fc.tuple(fc.constantFrom(...paths), badValue).map(([path, bad]) => ({
    body: writeAt(body, path, bad),
    certain: isPoisoned(bad) || isSpoofedName(path, bad),
    label: `replace ${path.join('.') || '(body)'}`,
  }));
  const options = [{ weight: 6, arbitrary: replace }];
  if (deepPaths.length > 0)
    options.push({
      weight: 2,
      arbitrary: fc.constantFrom(...deepPaths).map((path) => ({
        body: writeAt(body, path, undefined),
        certain: false,
        label: `delete ${path.join('.')}`,
      })),
    });
  if (objectPaths.length > 0)
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...objectPaths),
          fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'ownerId', '\u0000'),
          badValue,
        )
        .map(([path, key, bad]) => ({
          body: writeAt(body, [...path, key], bad),
          certain: false,
          label: `add ${[...path, key].join('.')}`,
        })),
    });
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// Test setup

let server: TestServer;
let user: UserClient;
let operations: Operation[];
let projectId: number;
let roomId: number;
let linked: { projectId: number; proposalId: number; linkId: number; token: string };
/** Valid bodies that reach the services (mutations of them pass most checks but one). */
let examples: Record<string, unknown>;

async function createRoom(): Promise<number> {
  const room = await user.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom());
  expect(room.status).toBe(201);
  return RoomSchema.parse(room.body).id;
}

function readOperations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as Parameter[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> }
      )?.content;
      const json = content?.['application/json']?.schema;
      const form = content?.['application/x-www-form-urlencoded']?.schema;
      const bodySchema = json ?? form ?? null;
      if (!bodySchema && parameters.length === 0) continue;
      found.push({
        method: method.toUpperCase(),
        path,
        parameters,
        bodySchema,
        bodyType: json ? 'json' : form ? 'form' : null,
      });
    }
  }
  return found;
}

beforeAll(async () => {
  // Thousands of requests from one user: the request limits (rate-limit.test.ts) would answer
  // 429 before the validation this file checks. The documents' time bound (20 s by default) is
  // tested by document-rendering*.test.ts; here every text a seller may save must render, and on a
  // loaded 2-core machine a legal 56 000-character text once took longer than 20 s.
  server = await startTestServer({
    env: { RATE_LIMIT: 'off', DOCUMENT_RENDER_TIMEOUT_MS: '120000' },
  });
  user = await signInAs(server, 'vendedor');
  const project = await user.call('POST', '/v1/projects', {
    name: 'Projeto do fuzz',
    customer: { name: 'Cliente', address: { state: 'MG', city: 'Lavras' } },
  });
  expect(project.status).toBe(201);
  projectId = ProjectSchema.parse(project.body).id;
  roomId = await createRoom();

  const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  operations = readOperations(document);
  linked = await createLinkedRevision();

  const evaporatorSearch = {
    refrigerantFluid: 'R404A',
    evaporationTemperature: -8,
    evaporatorDt: 6,
    count: 2,
    unitCapacity: 6000,
    roomTemperature: 0,
    productLine: null,
  };
  const unitSearch = {
    refrigerantFluid: 'R404A',
    unitCapacity: 12_000,
    evaporationTemperature: -10,
    ambientTemperature: 35,
    loadLoss: 2,
    count: 2,
    productLine: 'Todos',
  };
  const evaporators = EvaporatorSearchAnswerSchema.parse(
    (await user.call('POST', '/v1/catalog/evaporators/search', evaporatorSearch)).body,
  ).items;
  const units = CondensingUnitSearchAnswerSchema.parse(
    (await user.call('POST', '/v1/catalog/condensing-units/search', unitSearch)).body,
  ).items;
  const [evaporator] = evaporators;
  const [unit] = units;
  if (!evaporator || !unit) throw new Error('the demonstration catalogue must answer the searches');

  examples = {
    'POST /v1/projects': { name: 'Projeto', customer: { address: {} } },
    'PUT /v1/projects/{id}': {
      name: 'Projeto do fuzz',
      status: 'SENT',
      customer: { name: 'Cliente', email: 'a@b.com.br', address: { state: 'SP' } },
    },
    'POST /v1/projects/{projectId}/rooms': buildChilledRoom(),
    'PUT /v1/projects/{projectId}/rooms/{id}': buildChilledRoom(),
    'POST /v1/catalog/evaporators/search': evaporatorSearch,
    'POST /v1/catalog/condensing-units/search': unitSearch,
    'POST /v1/catalog': { evaporator: { productLine: null } },
    'POST /v1/catalog/skus': {
      evaporator: {
        skus: evaporator.skus.map((sku) => sku.sku),
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
      },
    },
    'POST /v1/catalog/calculation': {
      refrigerantFluid: 'R404A',
      evaporationTemperature: -8,
      ambientTemperature: 35,
      loadLoss: 2,
      coldstorageTemperature: 0,
      evaporatorId: evaporator.id,
      evaporatorCount: 2,
      evaporatorDT: 6,
      condensingUnitId: unit.id,
    },
    'POST /v1/catalog/comparison': {
      condensingUnit: [
        {
          id: unit.id,
          refrigerantFluid: 'R404A',
          evaporationTemperature: -10,
          ambientTemperature: 35,
          loadLoss: 2,
        },
      ],
    },
    'POST /oauth2/token': { grant_type: 'refresh_token', refresh_token: 'nao-existe' },
    'POST /v1/projects/{projectId}/proposals/{proposalId}/links': {
      channel: 'WHATSAPP',
      expiresOn: null,
      remindCustomer: false,
    },
  };
});
afterAll(async () => {
  await server.close();
});

/** A fingerprint of every stored project and room row (the rows the API may change). */
async function snapshot(): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string }>(
    server.database.db,
    sql`SELECT
      (SELECT md5(coalesce(string_agg(p::text, '|' ORDER BY p.id), '')) FROM projects p) || ' ' ||
      (SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r.id), '')) FROM rooms r) || ' ' ||
      (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s.id), '')) FROM operating_systems s) || ' ' ||
      (SELECT md5(coalesce(string_agg(q::text, '|' ORDER BY q.id), '')) FROM proposals q) || ' ' ||
      (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.proposal_id, c.key), '')) FROM proposal_sections c) || ' ' ||
      (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM proposal_templates t) || ' ' ||
      (SELECT md5(coalesce(string_agg(m.id || ':' || m.status || ':' || m.attempts, '|' ORDER BY m.id), '')) FROM proposal_messages m) || ' ' ||
      (SELECT md5(coalesce(string_agg(l::text, '|' ORDER BY l.id), '')) FROM proposal_links l)
      AS fingerprint`,
  );
  return row?.fingerprint ?? '';
}

/**
 * A project of its own with an issued revision and a customer link (issue 31), so the links'
 * routes and the customer's public routes are fuzzed on paths that exist.
 */
async function createLinkedRevision() {
  const seller = { baseUrl: server.baseUrl, token: user.accessToken };
  const { projectId: linkedProjectId, revision } = await createProposal(seller, 'Projeto do link');
  await issueRevision(seller, revision);
  const proposalId = Number(revision.split('/').at(-1));
  const created = await user.call('POST', `${revision}/links`, { channel: 'COPY' });
  expect(created.status).toBe(201);
  const link = CreatedProposalLinkSchema.parse(created.body);
  return {
    projectId: linkedProjectId,
    proposalId,
    linkId: link.id,
    token: link.url.slice(link.url.lastIndexOf('/') + 1),
  };
}

function validPathValue(operation: Operation, name: string): string {
  if (operation.path.startsWith('/v1/public/') && name === 'token') return linked.token;
  if (operation.path.startsWith('/v1/public/') && name === 'format') return 'pdf';
  if (operation.path.includes('/links')) {
    if (name === 'projectId') return String(linked.projectId);
    if (name === 'proposalId') return String(linked.proposalId);
    if (name === 'linkId') return String(linked.linkId);
  }
  if (name === 'projectId') return String(projectId);
  if (name === 'uf') return 'MG';
  if (operation.path.startsWith('/v1/goods/groups/')) return '1';
  if (operation.path.startsWith('/v1/projects/{projectId}/rooms/')) return String(roomId);
  return String(projectId);
}

function caseArbitrary(operation: Operation): fc.Arbitrary<FuzzCase> {
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const headerParameters = operation.parameters.filter((p) => p.in === 'header');
  const example = examples[`${operation.method} ${operation.path}`];

  const baseBody: fc.Arbitrary<unknown> = operation.bodySchema
    ? example === undefined
      ? fromSchema(operation.bodySchema)
      : fc.oneof({ weight: 3, arbitrary: fc.constant(example) }, fromSchema(operation.bodySchema))
    : fc.constant(undefined);
  const baseQuery: fc.Arbitrary<[string, string][]> = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc
          .option(fromSchema(parameter.schema), { freq: 2 })
          .map((value) =>
            value === null || value === undefined
              ? null
              : ([parameter.name, percentEncode(toText(value))] as [string, string]),
          ),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));

  return fc.tuple(baseBody, baseQuery).chain(([body, query]) => {
    const options: fc.WeightedArbitrary<
      Omit<FuzzCase, 'pathParams' | 'headers'> & {
        badPath?: [string, string];
        header?: [string, string];
      }
    >[] = [];
    if (operation.bodySchema)
      options.push({
        weight: 6,
        arbitrary: mutateBody(body).map((mutated) => ({
          query,
          body: mutated.body,
          isCertainlyInvalid: mutated.certain,
          mutation: mutated.label,
        })),
      });
    if (queryParameters.length > 0)
      options.push({
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...queryParameters.map((p) => p.name)), badQueryValue)
          .map(([name, value]) => ({
            query: [...query.filter(([key]) => key !== name), [name, value] as [string, string]],
            body,
            isCertainlyInvalid: certainlyInvalidQuery(name, value),
            mutation: `query ${name}=${value.slice(0, 40)}`,
          })),
      });
    if (headerParameters.length > 0)
      options.push({
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...headerParameters), badHeaderValue)
          .map(([parameter, value]) => ({
            query,
            body: example ?? body,
            isCertainlyInvalid: certainlyInvalidHeader(parameter.schema, value),
            mutation: `header ${parameter.name}: ${value.slice(0, 40)}`,
            header: [parameter.name, value] as [string, string],
          })),
      });
    if (pathNames.length > 0)
      options.push({
        weight: 3,
        arbitrary: fc.tuple(fc.constantFrom(...pathNames), badPathValue).map(([name, value]) => ({
          query,
          body: example ?? body,
          isCertainlyInvalid: true,
          mutation: `path ${name}=${value.slice(0, 40)}`,
          badPath: [name, value] as [string, string],
        })),
      });
    return fc.oneof(...options).map(({ badPath, header, ...rest }) => ({
      ...rest,
      headers: header ? Object.fromEntries([header]) : {},
      pathParams: Object.fromEntries(
        pathNames.map((name) => [
          name,
          badPath?.[0] === name ? badPath[1] : validPathValue(operation, name),
        ]),
      ),
    }));
  });
}

/** A value as a query or form field: strings as they are, anything else as JSON text. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawNumber) return value.text;
  return JSON.stringify(value) ?? '';
}

/** Every byte of the UTF-8 text percent-encoded (a lone surrogate becomes U+FFFD on the way). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

function serialiseJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawNumber) {
      raws.push(value.text);
      return `__RAW_NUMBER_${raws.length - 1}__`;
    }
    return value;
  });
  return (text ?? 'null').replace(
    /"__RAW_NUMBER_(\d+)__"/g,
    (_match, i: string) => raws[Number(i)] ?? '0',
  );
}

function serialiseForm(body: unknown): string {
  if (!isContainer(body) || Array.isArray(body)) return String(body);
  return Object.entries(body)
    .map(([key, value]) => {
      return `${percentEncode(key)}=${percentEncode(toText(value))}`;
    })
    .join('&');
}

async function send(operation: Operation, fuzz: FuzzCase) {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => fuzz.pathParams[name] ?? '',
  );
  const query = fuzz.query.map(([key, value]) => `${key}=${value}`).join('&');
  const headers: Record<string, string> = {
    ...fuzz.headers,
    authorization: `Bearer ${user.accessToken}`,
  };
  let body: string | undefined;
  if (operation.bodyType === 'json') {
    headers['content-type'] = 'application/json';
    body = serialiseJson(fuzz.body);
  } else if (operation.bodyType === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = serialiseForm(fuzz.body);
  }
  const response = await fetch(`${server.baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: operation.method,
    headers,
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('fuzzing every operation with malformed input', () => {
  it('finds the operations of the OpenAPI document', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /v1/projects',
        'PUT /v1/projects/{id}',
        'GET /v1/projects',
        'PUT /v1/projects/{projectId}/rooms/{id}',
        'POST /v1/catalog/calculation',
        'POST /oauth2/token',
        // The customer's public routes (issue 31) are fuzzed like the rest.
        'GET /v1/public/proposal-links/{token}',
        'GET /v1/public/proposal-links/{token}/download/{format}',
        'POST /v1/public/proposal-links/{token}/successor',
        'POST /v1/projects/{projectId}/proposals/{proposalId}/links',
      ]),
    );
    // Every example names an operation of the document (none is left unused by a rename).
    for (const name of Object.keys(examples)) expect(names).toContain(name);
    // Declared headers are fuzzed too: the send's Idempotency-Key (issue 26).
    const send = operations.find(
      (operation) =>
        operation.method === 'POST' &&
        operation.path === '/v1/projects/{projectId}/proposals/{proposalId}/send',
    );
    expect(send?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  });

  it('answers no 5xx, refuses certainly invalid input with 4xx, and changes nothing unless 2xx', async () => {
    const tally = new Map<string, Record<string, number>>();
    let stored = await snapshot();
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const counts: Record<string, number> = {};
      tally.set(name, counts);
      const runs =
        operation.bodySchema !== null
          ? RUNS.body
          : operation.parameters.some((p) => p.in === 'query')
            ? RUNS.query
            : RUNS.path;
      await fc.assert(
        fc.asyncProperty(caseArbitrary(operation), async (fuzz) => {
          const answer = await send(operation, fuzz);
          const context = `${name} (${fuzz.mutation}) → ${answer.status} ${answer.text.slice(0, 300)}`;
          counts[answer.status] = (counts[answer.status] ?? 0) + 1;
          if (answer.status >= 500) {
            const errors = server.logs.filter((line) => line.includes('"level":50'));
            expect.fail(`${context}\n${errors.at(-1)?.slice(0, 2000) ?? ''}`);
          }
          if (fuzz.isCertainlyInvalid) expect(answer.status, context).toBeGreaterThanOrEqual(400);
          const isSuccess = answer.status >= 200 && answer.status < 300;
          if (isSuccess && operation.method === 'DELETE') roomId = await createRoom();
          // Only a 2xx may change stored rows; the fingerprint then moves on with it.
          const after = await snapshot();
          if (!isSuccess) expect(after, `${context}: stored rows changed`).toBe(stored);
          stored = after;
        }),
        { seed: SEED + index, numRuns: runs },
      );
    }
    // The owned project and a room still answer (the paths the fuzzing used stayed valid).
    expect((await user.call('GET', `/v1/projects/${projectId}/rooms/${roomId}`)).status).toBe(200);
    // Every operation was reached and refused malformed input with a 400 (the generators work).
    for (const [name, counts] of tally) expect(counts[400] ?? 0, name).toBeGreaterThan(0);
    expect(tally.size).toBe(operations.length);
    // A correctness test, not a timed one: about 150 s on a quiet 2-core machine, more under load.
  }, 900_000);
});

describe('documents of any text a seller may save (issue 26)', () => {
  /** Pieces that cost a layout: long runs, accents, emoji, glue, bidi, breaks, Markdown marks. */
  const piece = fc.oneof(
    fc.constantFrom(
      'x',
      'ç',
      'e\u0301',
      '👍🏽',
      '👨‍👩‍👧',
      '\u00a0',
      '\u200b',
      '\u202e',
      '\t',
      ' ',
      '\n',
      '\\\n',
      '\n\n',
      '# ',
      '- ',
      '1. ',
      '**',
      '*',
      '~~',
      '++',
      '`',
      '[x]{.size-x-large .font-monospace}',
      '{.align-justify}',
      'https://exemplo.com.br/',
    ),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  );
  const text = fc
    .array(
      fc
        .tuple(piece, fc.integer({ min: 1, max: 4_000 }))
        .map(([unit, times]) => unit.repeat(times)),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) => parts.join('').slice(0, PROPOSAL_TEXT_LIMITS.characters))
    .filter((candidate) => markdownText.safeParse(candidate).success);

  it('saves each generated text within the limits, and its PDF answers 200 (never a 5xx)', async () => {
    const seller = { baseUrl: server.baseUrl, token: user.accessToken };
    const { revision } = await createProposal(seller, 'Projeto de textos gerados');
    for (const [index, generated] of fc.sample(text, { seed: SEED, numRuns: 6 }).entries()) {
      const context = `text ${index} (${generated.length} characters)`;
      expect((await saveSellerText(seller, revision, generated)).status, context).toBe(200);
      const answer = await downloadDocument(seller, revision);
      expect(answer.status, `${context}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(Buffer.from(answer.bytes.subarray(0, 4)).toString('latin1'), context).toBe('%PDF');
    }
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  }, 600_000);
});
