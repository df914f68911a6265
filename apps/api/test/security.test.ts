import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  ProjectSchema,
  ProposalMessageSchema,
  ProposalSchema,
  PROPOSAL_TEXT_MAX,
  RoomSchema,
  type ProposalMessage,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../src/oidc/embedded-provider.ts';
import { normalisePath } from '../src/plugins/rate-limit.ts';
import { postRawForm, rawRequest as sendRaw, type RawAnswer } from './support/raw-request.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import {
  createProposal,
  downloadDocument,
  pdfText,
  saveSellerText,
  issueRevision,
  sendByEmail,
  type DocumentUser,
} from './support/proposal-documents.ts';
import { signIn, type SignInResult } from './support/sign-in.ts';
import { startInbox, type Inbox } from './support/smtp-inbox.ts';
import { findFreePort, startTestServer, type TestServer } from './support/test-server.ts';

/** Operations that answer without a token; every other operation of the document is private. */
/** The line drawings are public (catalogue art, no project data: ADR 028). */
const PUBLIC_OPERATIONS = [
  'GET /health',
  'GET /health/ready',
  'GET /v1/auth/config',
  'POST /oauth2/token',
  'GET /assets/images/{folder}/{file}',
  // The customer's decision through a proposal link (issue 31, docs/decisions/076).
  'POST /v1/public/proposal-links/{token}/accept',
  'POST /v1/public/proposal-links/{token}/decline',
  // The customer's link pages (issue 31, ADR 074): the token is the key.
  'GET /v1/public/proposal-links/{token}',
  'GET /v1/public/proposal-links/{token}/download/{format}',
  'POST /v1/public/proposal-links/{token}/successor',
];
/** A token of the right form that no link has. */
const UNKNOWN_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const CUSTOMER_HEADERS = {
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};
/**
 * Route families the matrix below must cover (the document lists them; a family missing from it
 * would silently escape the 401 checks).
 */
const REQUIRED_PRIVATE_OPERATIONS = [
  'GET /v1/proposals/templates/current/presentation',
  'GET /v1/proposals/templates/current/equipment-selection',
  'GET /v1/proposals/templates/current/commercial-conditions',
  'GET /v1/proposals/templates/current/general-conditions',
  'GET /v1/proposals/templates/current/responsible',
  'GET /v1/proposals/templates',
  'POST /v1/proposals/templates',
  'PUT /v1/proposals/templates/{templateId}',
  'DELETE /v1/proposals/templates/{templateId}',
];
const EXTRA_ORIGIN = 'http://localhost:5173';
const EVIL_ORIGIN = 'https://evil.example';

type Operation = { method: string; template: string; path: string };

let server: TestServer;
let webDist: string;
let vendedor: UserClient;
let projetista: UserClient;
let vendedorTokens: SignInResult;
let projectId: number;
let roomId: number;
let operations: Operation[];
let privateOperations: Operation[];

/** A built web app in miniature: the real index.html and one hashed asset. */
function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-web-dist-'));
  const source = path.resolve(import.meta.dirname, '../../web/index.html');
  fs.copyFileSync(source, path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("ok");\n');
  return dir;
}

/** Plausible values for path parameters: the ids of vendedor's own project and room. */
function fillPath(template: string): string {
  return template
    .replace('{projectId}', String(projectId))
    .replace(/^\/v1\/projects\/\{id\}/, `/v1/projects/${projectId}`)
    .replace(/\/rooms\/\{id\}/, `/rooms/${roomId}`)
    .replace('{uf}', 'SP')
    .replace('{format}', 'pdf')
    .replace('{token}', UNKNOWN_TOKEN)
    .replace(/\{\w+\}/g, '1')
    .replace(/\/compare$/, '/compare?with=1');
}

/** An HTTP request to the suite's server whose path goes on the wire exactly as given. */
function rawRequest(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return sendRaw(
    server.baseUrl,
    method,
    rawPath,
    body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body,
  );
}

/** The same operation under spellings that a prefix test on the raw URL would misread. */
function pathVariants(filled: string): string[] {
  const rest = filled.slice('/v1/'.length);
  const encodeAll = (text: string) =>
    text.replace(/[A-Za-z0-9]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return [
    filled,
    `/%76%31/${rest}`,
    `/v%31/${rest}`,
    `/%76%31/${encodeAll(rest)}`,
    `/v1/${encodeAll(rest)}`,
    `//v1/${rest}`,
    `/v1//${rest}`,
    `/v1/./${rest}`,
    `/v1/%2e/${rest}`,
    `/V1/${rest}`,
    `${filled}/`,
    `${filled};x=1`,
    `${filled}?/v1/health`,
    `${filled}?token=x&/v1/auth/config`,
    `/v1/health/../${rest}`,
    `/health/../v1/${rest}`,
    `/oidc/../v1/${rest}`,
    `/docs/../v1/${rest}`,
  ];
}

function withBody(method: string): string | undefined {
  return method === 'POST' || method === 'PUT' ? '{}' : undefined;
}

beforeAll(async () => {
  webDist = writeWebDist();
  server = await startTestServer({
    // Hundreds of requests from one address: the request limits (rate-limit.test.ts) would
    // answer 429 before the authentication this file checks.
    env: { WEB_DIST_DIR: webDist, EMBEDDED_IDP_EXTRA_ORIGINS: EXTRA_ORIGIN, RATE_LIMIT: 'off' },
  });
  [vendedor, projetista, vendedorTokens] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'projetista'),
    signIn(server.baseUrl, 'vendedor'),
  ]);
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto do vendedor',
    customer: { address: {} },
  });
  projectId = ProjectSchema.parse(project.body).id;
  const room = await vendedor.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom());
  roomId = RoomSchema.parse(room.body).id;

  const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      template,
      path: fillPath(template),
    })),
  );
  privateOperations = operations.filter(
    (operation) => !PUBLIC_OPERATIONS.includes(`${operation.method} ${operation.template}`),
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('every operation is private unless its route says it is public', () => {
  it('finds the public operations of the document, and only those, without a security scheme', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const unsecured = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation.security?.length)
        .map(([method]) => `${method.toUpperCase()} ${template}`),
    );
    expect(unsecured.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    expect(privateOperations.length).toBeGreaterThanOrEqual(29);
    const listed = privateOperations.map(({ method, template }) => `${method} ${template}`);
    expect(listed).toEqual(expect.arrayContaining(REQUIRED_PRIVATE_OPERATIONS));
  });

  it('answers 401 or 404, never a 2xx or a handler error, to every private operation under every path spelling', async () => {
    const leaks: string[] = [];
    await Promise.all(
      privateOperations.map(async ({ method, path: filled }) => {
        for (const variant of pathVariants(filled)) {
          const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
          for (const verb of methods) {
            const answer = await rawRequest(verb, variant, {}, withBody(verb));
            if (answer.status !== 401 && answer.status !== 404) {
              leaks.push(`${verb} ${variant} → ${answer.status}`);
            }
          }
        }
      }),
    );
    expect(leaks).toEqual([]);
  });

  it('answers the customer’s link routes under every path spelling with a 4xx, never a 5xx, and the noindex headers wherever the path is theirs', async () => {
    const customer = operations.filter(({ template }) => template.startsWith('/v1/public/'));
    expect(customer.length).toBeGreaterThanOrEqual(3);
    const wrong: string[] = [];
    for (const { method, path: filled } of customer) {
      for (const variant of pathVariants(filled)) {
        const answer = await rawRequest(method, variant);
        if (answer.status < 400 || answer.status >= 500)
          wrong.push(`${method} ${variant} → ${answer.status}`);
        // A spelling the router reads as the customer's path carries their headers, whichever
        // handler answered (the route's 404 for the unknown token, or the not-found handler).
        // (/oidc/… goes to the embedded provider before the router: its own 404, not ours.)
        if (variant.startsWith('/oidc/') || !normalisePath(variant).startsWith('/v1/public/'))
          continue;
        for (const [name, value] of Object.entries(CUSTOMER_HEADERS))
          if (answer.headers[name] !== value)
            wrong.push(`${method} ${variant}: ${name}=${String(answer.headers[name])}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reaches the route through a percent-encoded path: the 401 is the authentication, not the router', async () => {
    const withToken = await rawRequest('GET', '/%76%31/materials', {
      authorization: `Bearer ${vendedor.accessToken}`,
    });
    expect(withToken.status).toBe(200);
    const without = await rawRequest('GET', '/%76%31/materials');
    expect(without.status).toBe(401);
    expect(ApiErrorSchema.parse(JSON.parse(without.body)).code).toBe('UNAUTHENTICATED');
  });

  it('keeps the public operations, the docs, the sign-in pages and the web app open', async () => {
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/v1/auth/config`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/docs/json`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/docs/`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/docs/static/swagger-initializer.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/oidc-assets/auto-submit.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/oidc/interaction/inexistente`)).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/assets/index-abc123.js`)).status).toBe(200);
    const spa = await fetch(`${server.baseUrl}/projects/1`, { headers: { accept: 'text/html' } });
    expect(spa.status).toBe(200);
    const token = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
    });
    expect(token.status).toBe(400);
  });
});

describe('401 for every token the API must not trust, on every private operation', () => {
  async function providerSigned(options: {
    audience?: string;
    issuer?: string;
    ageS?: number;
    lifetimeS?: number;
  }): Promise<string> {
    const jwk = server.keys.signingKeys[0] as JWK;
    const now = Math.floor(Date.now() / 1000) - (options.ageS ?? 0);
    return new SignJWT({ preferred_username: 'vendedor' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(options.issuer ?? server.config.oidc.issuer)
      .setAudience(options.audience ?? server.config.oidc.audience)
      .setSubject('vendedor')
      .setIssuedAt(now)
      .setExpirationTime(now + (options.lifetimeS ?? 300))
      .sign(await importJWK(jwk, 'RS256'));
  }

  async function badAuthorizations(): Promise<Record<string, string | undefined>> {
    const { privateKey } = await generateKeyPair('RS256');
    const otherKey = await new SignJWT({ preferred_username: 'vendedor' })
      .setProtectedHeader({ alg: 'RS256', kid: server.keys.signingKeys[0]?.kid, typ: 'at+jwt' })
      .setIssuer(server.config.oidc.issuer)
      .setAudience(server.config.oidc.audience)
      .setSubject('vendedor')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url'),
      Buffer.from(JSON.stringify(decodeJwt(vendedor.accessToken))).toString('base64url'),
      '',
    ].join('.');
    return {
      missing: undefined,
      'Bearer without a token': 'Bearer',
      'Bearer with blanks': 'Bearer    ',
      garbage: 'Bearer nao-e-um-jwt',
      expired: `Bearer ${await providerSigned({ ageS: 7200, lifetimeS: 3600 })}`,
      'signed by another key': `Bearer ${otherKey}`,
      'unsigned (alg none)': `Bearer ${unsigned}`,
      'another audience': `Bearer ${await providerSigned({ audience: 'urn:outra:api' })}`,
      'another issuer': `Bearer ${await providerSigned({ issuer: 'https://evil.example/oidc' })}`,
      'the id token': `Bearer ${vendedorTokens.id_token ?? ''}`,
      'the refresh token': `Bearer ${vendedorTokens.refresh_token ?? ''}`,
      'Basic scheme': `Basic ${Buffer.from('vendedor:demo').toString('base64')}`,
      'Token scheme with a valid token': `Token ${vendedor.accessToken}`,
      'a valid token without a scheme': vendedor.accessToken,
      'two tokens': `Bearer ${vendedor.accessToken} ${vendedor.accessToken}`,
    };
  }

  it('accepts the valid token on a read operation (the matrix below is sound)', async () => {
    const answer = await rawRequest('GET', '/v1/materials', {
      authorization: `Bearer ${vendedor.accessToken}`,
    });
    expect(answer.status).toBe(200);
    const forged = await providerSigned({});
    const me = await rawRequest('GET', '/v1/me', { authorization: `Bearer ${forged}` });
    expect(me.status).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED to each bad authorization on each private operation', async () => {
    const cases = Object.entries(await badAuthorizations());
    const wrong: string[] = [];
    await Promise.all(
      privateOperations.map(async ({ method, path: filled }) => {
        for (const [label, authorization] of cases) {
          const answer = await rawRequest(
            method,
            filled,
            authorization === undefined ? {} : { authorization },
            withBody(method),
          );
          const code =
            answer.status === 401 ? ApiErrorSchema.parse(JSON.parse(answer.body)).code : '';
          if (answer.status !== 401 || code !== 'UNAUTHENTICATED') {
            wrong.push(`${method} ${filled} with ${label} → ${answer.status}`);
          }
        }
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('ownership: another seller gets 404 on every operation of a project they do not own', () => {
  function bodyFor(method: string, template: string): unknown {
    if (method !== 'POST' && method !== 'PUT') return undefined;
    // A PUT names the version it is based on (428 without it, before any lookup).
    const version = method === 'PUT' ? { version: 1 } : {};
    if (template.includes('/rooms')) return { ...buildChilledRoom(), ...version };
    if (template.endsWith('/links')) return { channel: 'COPY' };
    if (template.includes('/operating-systems')) {
      const system = { name: 'Invadido', rack: false, operationTemperature: -10 };
      return { ...system, refrigerantFluid: 'R404A', ...version };
    }
    if (template.includes('/proposals')) return proposalBodyFor(method, template, version);
    if (template.endsWith('/copy')) return undefined;
    return { name: 'Invadido', customer: { address: {} }, ...version };
  }

  /** A valid body of each proposal operation, so that the answer is the ownership's. */
  function proposalBodyFor(method: string, template: string, version: object): unknown {
    if (method === 'POST' && template.endsWith('/send')) {
      return { to: ['cliente@example.com'], subject: 'Proposta', message: 'Segue.' };
    }
    if (method === 'POST') return template.endsWith('/revisions') ? {} : undefined;
    if (template.endsWith('/equipment-characteristics')) {
      return { descriptions: [], additionalInformation: '', ...version };
    }
    if (template.endsWith('/commercial-conditions')) {
      const text = { templateId: null, text: '' };
      return {
        prices: [],
        ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, text])),
        ...version,
      };
    }
    return { templateId: null, text: 'Invadido', ...version };
  }

  it('covers every proposal operation', () => {
    const proposalOperations = operations
      .filter(({ template }) => template.includes('/proposals'))
      .filter(({ template }) => template.startsWith('/v1/projects/'))
      .map(({ method, template }) => `${method} ${template}`);
    expect(proposalOperations.sort()).toEqual(
      [
        'GET /v1/projects/{projectId}/proposals/current',
        'POST /v1/projects/{projectId}/proposals',
        'GET /v1/projects/{projectId}/proposals/{proposalId}',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/document',
        ...['presentation', 'equipment-characteristics', 'commercial-conditions'].flatMap(
          (section) => [
            `GET /v1/projects/{projectId}/proposals/{proposalId}/${section}`,
            `PUT /v1/projects/{projectId}/proposals/{proposalId}/${section}`,
          ],
        ),
        ...['general-conditions', 'responsible'].flatMap((section) => [
          `GET /v1/projects/{projectId}/proposals/{proposalId}/${section}`,
          `PUT /v1/projects/{projectId}/proposals/{proposalId}/${section}`,
        ]),
        'POST /v1/projects/{projectId}/proposals/{proposalId}/revisions',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/compare',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/download/{format}',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/send-defaults',
        'POST /v1/projects/{projectId}/proposals/{proposalId}/send',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/messages',
        'GET /v1/projects/{projectId}/proposals/{proposalId}/messages/{messageId}/eml',
        'POST /v1/projects/{projectId}/proposals/{proposalId}/messages/{messageId}/retry',
        'GET /v1/projects/{projectId}/proposals/decision',
        'POST /v1/projects/{projectId}/proposals/{proposalId}/links',
        'GET /v1/projects/{projectId}/proposals/links',
        'POST /v1/projects/{projectId}/proposals/links/{linkId}/revoke',
      ].sort(),
    );
  });

  it('answers 404 to projetista, and leaves vendedor’s project and room untouched', async () => {
    const projectOperations = operations.filter(({ template }) =>
      /^\/v1\/projects\/\{(id|projectId)\}/.test(template),
    );
    expect(projectOperations.length).toBeGreaterThanOrEqual(8);
    const answers = await Promise.all(
      projectOperations.map(async ({ method, template, path: filled }) => {
        const answer = await projetista.call(method, filled, bodyFor(method, template));
        return `${method} ${template} → ${answer.status}`;
      }),
    );
    expect(answers).toEqual(
      projectOperations.map(({ method, template }) => `${method} ${template} → 404`),
    );
    const project = await vendedor.call('GET', `/v1/projects/${projectId}`);
    expect(ProjectSchema.parse(project.body).name).toBe('Projeto do vendedor');
    expect((await vendedor.call('GET', `/v1/projects/${projectId}/rooms/${roomId}`)).status).toBe(
      200,
    );
  });
});

describe('stored script stays inert', () => {
  it('sends a project named with a script tag back as JSON text', async () => {
    const name = '<script>alert(1)</script>';
    const created = await vendedor.call('POST', '/v1/projects', {
      name,
      customer: { name, address: {} },
    });
    expect(created.status).toBe(201);
    const id = ProjectSchema.parse(created.body).id;
    const response = await fetch(`${server.baseUrl}/v1/projects/${id}`, {
      headers: { authorization: `Bearer ${vendedor.accessToken}` },
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ProjectSchema.parse(await response.json()).name).toBe(name);
  });

  it('serves the web app with a policy that runs no inline script, and the page has none', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toMatch(/(?:^|;)\s*object-src 'none'/);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => /\ssrc=/.test(tag))).toBe(true);
  });
});

describe('names that can spoof or break what shows them', () => {
  // Issue 26: names refuse control and direction characters now (malformed-input.test.ts); a
  // name stored before then must still stay out of file names, e-mail subjects and headers.
  const STORED = 'Obra \u202Efdp.exe\u202C\r\nBcc: espiao@evil.example';
  // Control characters, line separators and the bidirectional controls, written out.
  const UNSAFE =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

  it('keeps a stored name’s direction controls and line breaks out of downloads and e-mails', async () => {
    const created = await vendedor.call('POST', '/v1/projects', {
      name: 'Obra a renomear',
      customer: { name: 'Cliente', email: 'compras@cliente.example.com', address: {} },
    });
    const id = ProjectSchema.parse(created.body).id;
    await server.database.db.execute(
      sql`update projects set name = ${STORED}, customer_name = ${STORED} where id = ${id}`,
    );
    const room = await vendedor.call(
      'POST',
      `/v1/projects/${id}/rooms`,
      buildChilledRoom({ calculationType: 2, typedTotalKcalh: 12_000 }),
    );
    expect(room.status).toBe(201);
    const proposal = await vendedor.call('POST', `/v1/projects/${id}/proposals`);
    expect(proposal.status).toBe(201);
    const base = `/v1/projects/${id}/proposals/${(proposal.body as { id: number }).id}`;

    const pdf = await rawRequest('GET', `${base}/download/pdf`, {
      authorization: `Bearer ${vendedor.accessToken}`,
    });
    expect(pdf.status).toBe(200);
    const disposition = String(pdf.headers['content-disposition']);
    const utf8Name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(utf8Name).toMatch(/ - Obra fdp\.exe Bcc- espiao@evil\.example\.pdf$/);
    expect(utf8Name).not.toMatch(UNSAFE);

    const defaults = await vendedor.call('GET', `${base}/send-defaults`);
    expect(defaults.status).toBe(200);
    const { subject, message, attachmentName, to } = defaults.body as {
      subject: string;
      message: string;
      attachmentName: string;
      to: string[];
    };
    expect(subject).toMatch(/ — Obra fdp\.exe Bcc: espiao@evil\.example$/);
    expect(subject).not.toMatch(UNSAFE);
    expect(attachmentName).toBe(utf8Name);
    // The default texts are accepted by /send as they are (of the issued revision, ADR 063).
    expect((await vendedor.call('POST', `${base}/revisions`, {})).status).toBe(201);
    const sent = await vendedor.call('POST', `${base}/send`, { to, subject, message });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(JSON.stringify(sent.body)).not.toMatch(/\\u202e/i);
  });
});

describe('no open redirect through the identity provider', () => {
  it('refuses a foreign redirect_uri at sign-in', async () => {
    const url = new URL(`${server.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: server.config.oidc.clientId,
      redirect_uri: `${EVIL_ORIGIN}/auth/callback`,
      scope: 'openid',
      state: 'abc',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a foreign post_logout_redirect_uri at sign-out', async () => {
    const url = new URL(`${server.baseUrl}/oidc/session/end`);
    url.search = new URLSearchParams({
      client_id: server.config.oidc.clientId,
      post_logout_redirect_uri: `${EVIL_ORIGIN}/login`,
      ...(vendedorTokens.id_token ? { id_token_hint: vendedorTokens.id_token } : {}),
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('access tokens of the embedded provider live five minutes', () => {
  it('issues access tokens whose exp - iat is the configured lifetime, and says so in expires_in', async () => {
    expect(ACCESS_TOKEN_TTL_S).toBe(300);
    const claims = decodeJwt(vendedorTokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_S);
    expect(vendedorTokens.expires_in).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_S);
    expect(vendedorTokens.expires_in).toBeGreaterThan(ACCESS_TOKEN_TTL_S - 10);
  });
});

describe('"Sair" ends the refresh token too', () => {
  it('revokes the grant at sign-out: the refresh token no longer renews the session', async () => {
    const tokens = await signIn(server.baseUrl, 'projetista');
    const end = new URL(`${server.baseUrl}/oidc/session/end`);
    end.search = new URLSearchParams({
      client_id: server.config.oidc.clientId,
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${server.baseUrl}/login`,
    }).toString();
    const page = await fetch(end, { headers: { cookie: tokens.providerCookies } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
        ([, name = '', value = '']): [string, string] => [name, value],
      ),
    );
    expect(fields.get('logout')).toBe('yes');
    const confirm = await fetch(new URL(action, server.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: tokens.providerCookies,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: fields.toString(),
    });
    expect(confirm.headers.get('location')).toBe(`${server.baseUrl}/login`);

    const renewal = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
      }).toString(),
    });
    expect(renewal.status).toBe(400);
    expect(ApiErrorSchema.parse(await renewal.json()).code).toBe('AUTH_INVALID_GRANT');
  });
});

describe('CORS of the embedded provider: only the app’s own origins', () => {
  const appOrigin = () => new URL(server.baseUrl).origin;

  async function preflight(pathname: string, origin: string, method: string) {
    return fetch(`${server.baseUrl}${pathname}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  }

  it('answers a foreign origin’s preflight on the token, JWKS and userinfo endpoints without CORS', async () => {
    for (const [pathname, method] of [
      ['/oidc/token', 'POST'],
      ['/oidc/jwks', 'GET'],
      ['/oidc/me', 'GET'],
      ['/oidc/.well-known/openid-configuration', 'GET'],
    ] as const) {
      const evil = await preflight(pathname, EVIL_ORIGIN, method);
      expect(evil.headers.get('access-control-allow-origin'), pathname).toBeNull();
      for (const origin of [appOrigin(), EXTRA_ORIGIN]) {
        const own = await preflight(pathname, origin, method);
        expect(own.headers.get('access-control-allow-origin'), pathname).toBe(origin);
      }
    }
  });

  it('gives a foreign origin no CORS header on JWKS and userinfo, and the app’s origins one', async () => {
    for (const pathname of ['/oidc/jwks', '/oidc/me']) {
      const evil = await fetch(`${server.baseUrl}${pathname}`, {
        headers: { origin: EVIL_ORIGIN },
      });
      expect(evil.headers.get('access-control-allow-origin'), pathname).toBeNull();
      for (const origin of [appOrigin(), EXTRA_ORIGIN]) {
        const own = await fetch(`${server.baseUrl}${pathname}`, { headers: { origin } });
        expect(own.headers.get('access-control-allow-origin'), pathname).toBe(origin);
      }
    }
  });

  it('refuses the token endpoint to a foreign origin, and serves the app’s origin', async () => {
    const tokens = await signIn(server.baseUrl, 'vendedor');
    const refresh = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token ?? '',
          client_id: server.config.oidc.clientId,
        }).toString(),
      });
    const evil = await refresh(EVIL_ORIGIN);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.status).toBe(400);
    const own = await refresh(EXTRA_ORIGIN);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(EXTRA_ORIGIN);
  });
});

/** Writes raw bytes to the server and reads everything until it closes the connection. */
function rawExchange(text: string): Promise<{ head: string; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ head, body });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.write(text);
  });
}

describe('requests Node cannot parse get the wire shape too', () => {
  it('answers a 64 kB header with 431, in Portuguese', async () => {
    const host = new URL(server.baseUrl).host;
    const { head, body } = await rawExchange(
      `GET /health HTTP/1.1\r\nHost: ${host}\r\nX-Grande: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    expect(ApiErrorSchema.parse(JSON.parse(body))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Os cabeçalhos da requisição são grandes demais.',
    });
  });

  it('answers a body past the limit with 413 PAYLOAD_TOO_LARGE, in Portuguese', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024), customer: { address: {} } });
    const answer = await rawRequest(
      'POST',
      '/v1/projects',
      { authorization: `Bearer ${vendedor.accessToken}` },
      huge,
    );
    expect(answer.status).toBe(413);
    expect(ApiErrorSchema.parse(JSON.parse(answer.body))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O conteúdo enviado é grande demais (máximo de 2 MB).',
    });
  });

  it('answers a malformed request line with 400', async () => {
    const { head, body } = await rawExchange('ISTO NAO E HTTP\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(ApiErrorSchema.parse(JSON.parse(body))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Requisição inválida.',
    });
  });
});

describe('e-mail cannot be multiplied: one delivery per message, one message per key, a daily quota', () => {
  let mail: TestServer;
  let inbox: Inbox;
  let seller: UserClient;
  let path: string;
  let failed: ProposalMessage[];

  const sendMessage = (body: object, key?: string) =>
    seller.call('POST', `${path}/send`, body, key === undefined ? {} : { 'idempotency-key': key });
  const delivered = (subject: string) =>
    inbox.received.filter((item) => item.mail.subject === subject).length;
  const addresses = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}@qualquer-dominio.example`);

  beforeAll(async () => {
    const port = await findFreePort();
    // The default quota (MAIL_RECIPIENTS_PER_DAY=200); the SMTP server comes up after the failures.
    mail = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT: 'off' },
    });
    seller = await signInAs(mail, 'vendedor');
    const project = await seller.call('POST', '/v1/projects', {
      name: 'Projeto do e-mail',
      customer: { address: {} },
    });
    const ownProject = ProjectSchema.parse(project.body).id;
    const room = await seller.call(
      'POST',
      `/v1/projects/${ownProject}/rooms`,
      buildChilledRoom({ calculationType: 2, typedTotalKcalh: 12_000 }),
    );
    expect(room.status).toBe(201);
    const proposal = await seller.call('POST', `/v1/projects/${ownProject}/proposals`);
    path = `/v1/projects/${ownProject}/proposals/${ProposalSchema.parse(proposal.body).id}`;
    // Only an issued revision is sent (docs/decisions/063).
    expect((await seller.call('POST', `${path}/revisions`, {})).status).toBe(201);
    failed = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await sendMessage({
        to: [`cliente${index}@example.com`],
        subject: `Falhou ${index}`,
        message: 'Texto livre.',
      });
      failed.push(ProposalMessageSchema.parse(answer.body));
    }
    expect(failed.every((message) => message.status === 'FAILED')).toBe(true);
    inbox = await startInbox({ port });
  });
  afterAll(async () => {
    await mail?.close();
    await inbox?.close();
  });

  it('delivers 10 failed messages 10 times when 20 retries race (two per message)', async () => {
    const answers = await Promise.all(
      failed.flatMap((message) => [
        seller.call('POST', `${path}/messages/${message.id}/retry`),
        seller.call('POST', `${path}/messages/${message.id}/retry`),
      ]),
    );
    expect(inbox.received).toHaveLength(10);
    for (const message of failed) expect(delivered(message.subject)).toBe(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(ApiErrorSchema.parse(answer.body).code).toBe('CONFLICT');
    }
  });

  it('stores and delivers one message for 10 sends at once with one Idempotency-Key', async () => {
    const body = { to: ['cliente@example.com'], subject: 'Clique repetido', message: 'Texto.' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendMessage(body, 'a-mesma-chave')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => ProposalMessageSchema.parse(answer.body).id));
    expect(ids.size).toBe(1);
    expect(delivered('Clique repetido')).toBe(1);
    const reused = await sendMessage({ ...body, to: ['outro@example.com'] }, 'a-mesma-chave');
    expect(reused.status).toBe(422);
    expect(ApiErrorSchema.parse(reused.body).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('caps a burst of 40-recipient free-text messages at the daily quota of recipients', async () => {
    // 10 + 1 recipients so far; each of these has 40 (20 to + 20 cc): 4 fit in 200, not 5.
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        sendMessage({
          to: addresses(`para${index}-`, 20),
          cc: addresses(`cc${index}-`, 20),
          subject: `Em massa ${index}`,
          message: 'Texto livre de qualquer um.',
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(4);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(429);
      expect(ApiErrorSchema.parse(answer.body).code).toBe('SEND_QUOTA_EXCEEDED');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const recipients = inbox.received
      .filter((item) => item.mail.subject?.startsWith('Em massa'))
      .reduce((sum, item) => sum + item.recipients.length, 0);
    expect(recipients).toBe(160);
  });
});

describe('the sign-in and token limit holds under every spelling of their paths', () => {
  const LIMIT = 2;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const postForm = async (rawPath: string, address: string, form: Record<string, string>) =>
    (await postRawForm(limited.baseUrl, rawPath, address, form)).status;

  /** Spellings of `path` a test of the URL text would read as another path. */
  function spellings(path: string): string[] {
    const [, first = '', ...rest] = path.split('/');
    const tail = rest.join('/');
    const encodeAll = (text: string) =>
      text.replace(/[A-Za-z0-9]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
    const encodeFirst = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
    return [
      path,
      `/${encodeFirst(first)}/${tail}`,
      `/${encodeAll(first)}/${encodeAll(tail)}`,
      `/${first}/${encodeFirst(tail)}`,
      `/${first}/./${tail}`,
      `/${first}/%2e/${tail}`,
      `/${first}//${tail}`,
      `//${first}/${tail}`,
      `/health/../${first}/${tail}`,
      `${path}?x=1`,
      `${path}/`,
    ];
  }

  const ENDPOINTS: [string, Record<string, string>][] = [
    ['/oauth2/token', { grant_type: 'refresh_token', refresh_token: 'inventado' }],
    ['/oidc/token', { grant_type: 'refresh_token', refresh_token: 'inventado' }],
    ['/oidc/interaction/abc/login', { username: 'vendedor', password: 'errada' }],
  ];

  it('answers 429 past the limit to every spelling that reaches a sign-in or token endpoint', async () => {
    const escaped: string[] = [];
    let reached = 0;
    let address = 0;
    for (const [path, form] of ENDPOINTS) {
      for (const spelling of spellings(path)) {
        address += 1;
        const from = `198.51.100.${address}`;
        const statuses: number[] = [];
        for (let call = 0; call <= LIMIT; call += 1)
          statuses.push(await postForm(spelling, from, form));
        // A spelling the router and the provider both answer 404 reaches no endpoint at all.
        if (statuses.every((status) => status === 404)) continue;
        reached += 1;
        if (statuses[LIMIT] !== 429) escaped.push(`${spelling} → ${statuses.join(', ')}`);
      }
    }
    expect(escaped).toEqual([]);
    // The encoded spellings of the report (`/%6fauth2/token`, …) are among those that reach one.
    expect(reached).toBeGreaterThanOrEqual(ENDPOINTS.length * 3);
  });
});

describe('one seller cannot stop the server with a document (issue 26)', () => {
  let seller: DocumentUser;
  let revision: string;

  beforeAll(async () => {
    seller = { baseUrl: server.baseUrl, token: vendedor.accessToken };
    ({ revision } = await createProposal(seller, 'Projeto de uma palavra só'));
    // A warm server: the first document also starts the render process.
    expect((await downloadDocument(seller, revision)).status).toBe(200);
  });

  it('refuses a text past its limits at save: 400 in Portuguese on the field', async () => {
    const tooLong = await saveSellerText(seller, revision, 'x'.repeat(PROPOSAL_TEXT_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(ApiErrorSchema.parse(tooLong.body).details).toEqual([
      { path: 'additionalInformation', message: 'O texto deve ter no máximo 60.000 caracteres.' },
    ]);
    const tooManyLines = await saveSellerText(seller, revision, 'x\n'.repeat(1_001));
    expect(tooManyLines.status).toBe(400);
    expect(ApiErrorSchema.parse(tooManyLines.body).details).toEqual([
      {
        path: 'additionalInformation',
        message:
          'O texto deve ter no máximo 1.000 linhas (parágrafos, títulos, itens de lista e quebras de linha).',
      },
    ]);
  });

  it('downloads its one 60 000-character word in under 2 s, and sends it; the server stays up', async () => {
    const word = 'x'.repeat(PROPOSAL_TEXT_MAX);
    expect((await saveSellerText(seller, revision, word)).status).toBe(200);
    const started = performance.now();
    const answer = await downloadDocument(seller, revision);
    // The issue's bound (it took 316 s and 4.6 GB, then the process died).
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer.status).toBe(200);
    // Every letter is printed: the word wraps at its break opportunities, over many pages.
    expect(pdfText(answer.bytes).split('x').length - 1).toBeGreaterThanOrEqual(PROPOSAL_TEXT_MAX);
    await issueRevision(seller, revision);
    expect((await sendByEmail(seller, revision)).status).toBe(201);
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  });
});
