import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { STATE_CODES, TAX_REGIMES, type SellerFiscalProfile } from '@camara-fria/contracts';
import { z } from 'zod';
import { API_ROOT } from '../api-root.ts';
import { listAppOrigins, toOrigin } from './app-origins.ts';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the API reads, parsed once at start-up (README has the table).
 * An external identity provider needs OIDC_ISSUER and OIDC_CLIENT_ID together; without them the
 * embedded provider serves /oidc with the demo users.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().default('openid email profile offline_access'),
  OIDC_RESOURCE: z.string().optional(),
  OIDC_USERNAME_CLAIM: z.string().default('preferred_username'),
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  OIDC_EDITOR_ROLE: z.string().default('editor'),
  EDITOR_USERNAMES: csv,
  SSO_ISSUER: z.string().min(1).optional(),
  SSO_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  SSO_JWKS_URL: z.url().optional(),
  SSO_AUDIENCE: z.string().min(1).optional(),
  EMBEDDED_IDP_DEMO_PASSWORD: z.string().min(1).default('demo'),
  DEMO_USERS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  EMBEDDED_IDP_EXTRA_ORIGINS: csv.refine(
    (origins) => origins.every((origin) => toOrigin(origin) !== null),
    'must be http:// or https:// addresses separated by commas',
  ),
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** The customer's link pages (/v1/public/*), per address (issue 31). */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SIGNIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(5),
  SIGNIN_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
  SIGNIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  SIGNIN_ADDRESS_LOCK_AFTER: z.coerce.number().int().min(2).default(30),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(100_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  DOCUMENT_RENDERS: z.coerce.number().int().min(1).max(64).optional(),
  DOCUMENT_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  DOCUMENT_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  DOCUMENT_RENDER_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(512),
  MAKER_NAME: z.string().trim().min(1).max(200).optional(),
  MAKER_ADDRESS: z.string().max(1000).optional(),
  MAKER_PHONE: z.string().trim().min(1).max(100).optional(),
  MAKER_EMAIL: z.email('must be an e-mail address').optional(),
  MAKER_WEBSITE: z.string().trim().min(1).max(200).optional(),
  MAKER_LOGO_FILE: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_RECIPIENTS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  REMINDER_DAYS_BEFORE_EXPIRY: z.coerce.number().int().min(1).max(365).default(3),
  REMINDER_UNOPENED_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  REMINDER_SCAN_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, 'must be a cron expression of 5 (or 6, with seconds) fields')
    .default('0 * * * *'),
  NOTIFICATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  SELLER_STATE: z.enum(STATE_CODES, 'must be a Brazilian state code (SP, BA, …)').default('SP'),
  SELLER_TAX_REGIME: z
    .enum(TAX_REGIMES, `must be one of ${TAX_REGIMES.join(', ')}`)
    .default('LUCRO_REAL'),
});

type RawEnv = Record<string, string | undefined>;

/** Variables that only make sense together; checked on the raw values so every problem shows at once. */
function findMissingCompanions(env: RawEnv): string[] {
  const has = (name: string) => Boolean(env[name]);
  const problems: string[] = [];
  if (has('OIDC_ISSUER') !== has('OIDC_CLIENT_ID')) {
    problems.push(
      `${has('OIDC_ISSUER') ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: OIDC_ISSUER and OIDC_CLIENT_ID go together (an external identity provider)`,
    );
  }
  if (has('OIDC_ISSUER') && !has('OIDC_AUDIENCE')) {
    problems.push(
      'OIDC_AUDIENCE: required with OIDC_ISSUER: the audience the API accepts in access tokens',
    );
  }
  const slowdownAfter = Number(env.SIGNIN_SLOWDOWN_AFTER ?? 5);
  const lockAfter = Number(env.SIGNIN_LOCK_AFTER ?? 10);
  if (slowdownAfter > lockAfter) {
    problems.push('SIGNIN_SLOWDOWN_AFTER: must not be greater than SIGNIN_LOCK_AFTER');
  }
  if (has('SSO_SECRET') && has('SSO_JWKS_URL')) {
    problems.push('SSO_JWKS_URL: use either SSO_SECRET or SSO_JWKS_URL, not both');
  }
  if ((has('SSO_SECRET') || has('SSO_JWKS_URL')) && !has('SSO_ISSUER')) {
    problems.push(
      'SSO_ISSUER: required with SSO_SECRET or SSO_JWKS_URL: the issuer of single-sign-on tokens',
    );
  }
  const makerFields = [
    'MAKER_ADDRESS',
    'MAKER_PHONE',
    'MAKER_EMAIL',
    'MAKER_WEBSITE',
    'MAKER_LOGO_FILE',
  ].filter(has);
  if (makerFields.length > 0 && !has('MAKER_NAME')) {
    problems.push(
      `MAKER_NAME: required with ${makerFields.join(', ')}: the maker's identity is configured whole (without MAKER_NAME the documents show the demonstration maker)`,
    );
  }
  return problems;
}

/** The maker named on the proposal documents (the reports package's MakerIdentity). */
export type MakerConfig = {
  name: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  logo: { png: Uint8Array } | null;
};

/**
 * Bounds of the proposal documents' renders (docs/decisions/047): each runs in a child process,
 * `concurrency` at once per process, `queue` more waiting (beyond: 503 SERVER_BUSY), each within
 * `timeoutMs` from its start and a heap of `memoryMb` (beyond: 422 DOCUMENT_TOO_LARGE).
 */
export type DocumentRenderConfig = {
  concurrency: number;
  queue: number;
  timeoutMs: number;
  memoryMb: number;
};

/**
 * Renders at once by default: the cores but one (the event loop and PGlite need one), from 1 to
 * 4. A 2-core machine renders one document at a time.
 */
export const defaultDocumentRenders = (cores = os.availableParallelism()): number =>
  Math.max(1, Math.min(4, cores - 1));

/** Where proposal e-mails go: an SMTP server, or (smtpUrl null) the embedded outbox only. */
export type MailConfig = {
  smtpUrl: string | null;
  /** MAIL_FROM; null: the maker's name with MAKER_EMAIL, else propostas@localhost. */
  from: { name: string; address: string } | null;
  /**
   * MAIL_RECIPIENTS_PER_DAY: how many recipients (to + cc) one user's messages may have in any
   * 24 hours; beyond it a send answers 429 SEND_QUOTA_EXCEEDED (docs/decisions/044).
   */
  recipientsPerDay: number;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The logo's PNG bytes, read once at start-up, or the problem that stops the start. */
function readLogo(file: string): { png: Uint8Array } | string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.resolve(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `MAKER_LOGO_FILE: cannot read ${path.resolve(file)} (${code})`;
  }
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return `MAKER_LOGO_FILE: ${path.resolve(file)} is not a PNG image`;
  }
  return { png: new Uint8Array(bytes) };
}

/** One mailbox (`Name <address>` or `address`), or the problem. */
function parseMailbox(value: string): { name: string; address: string } | string {
  const parsed = addressparser(value, { flatten: true });
  const [first] = parsed;
  if (
    parsed.length !== 1 ||
    !first?.address ||
    !z.email().safeParse(first.address).success ||
    /[\r\n]/.test(value)
  ) {
    return 'MAIL_FROM: must be one e-mail address, like "Câmara Fria" <propostas@example.com>';
  }
  return { name: first.name, address: first.address };
}

export type ExternalOidcConfig = {
  kind: 'external';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  audience: string;
  resource: string | undefined;
};
export type EmbeddedOidcConfig = {
  kind: 'embedded';
  issuer: string;
  clientId: string;
  audience: string;
  demoPassword: string;
  /** DEMO_USERS: whether the three demo users may sign in (turn off in production). */
  demoUsers: boolean;
};

/** Failed sign-ins: a growing delay from `slowdownAfter` failures, a lock from `lockAfter`. */
export type SignInThrottleConfig = {
  user: { slowdownAfter: number; lockAfter: number };
  address: { slowdownAfter: number; lockAfter: number };
  lockSeconds: number;
};

/**
 * The job queue (src/jobs, docs/decisions/078): pg-boss in the app's own database; with
 * `enabled` false (JOBS_ENABLED=false) nothing runs in the background: the notices stay in the
 * outbox, no reminder is sent, the drafts' totals are brought up to date at every start.
 */
export type JobsConfig = {
  enabled: boolean;
  reminders: {
    /** REMINDER_DAYS_BEFORE_EXPIRY: a link's end this close (days) gets its reminder. */
    daysBeforeExpiry: number;
    /** REMINDER_UNOPENED_DAYS: a revision sent this long ago (days) and never opened gets one. */
    unopenedDays: number;
    /** REMINDER_SCAN_CRON: when the scan runs (UTC; hourly by default). */
    scanCron: string;
  };
  /** NOTIFICATION_RETRY_DELAY_SECONDS: the first retry of a failed notice (doubling after). */
  notificationRetryDelaySeconds: number;
};

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  /** Where the server listens: HOST, else loopback while the demo users are on, else everywhere. */
  host: string;
  /** Why `host`: set by HOST, or chosen because the demo users are on, or the default. */
  hostChoice: 'HOST' | 'demo-users' | 'default';
  port: number;
  publicUrl: string;
  /**
   * Every origin the web app may be opened at (config/app-origins.ts): sign-in works from each;
   * a page asked for at any other is redirected to PUBLIC_URL (docs/decisions/064).
   */
  appOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  /** Requests per minute (per signed-in user, else per address); null when RATE_LIMIT=off. */
  rateLimit: { perMinute: number; authPerMinute: number; publicPerMinute: number } | null;
  signInThrottle: SignInThrottleConfig;
  /** Requests to /v1 and /oauth2 worked on at once; more get 503 SERVER_BUSY. */
  maxConcurrentRequests: number;
  /** After SIGTERM, how long requests in flight may take before their connections are cut. */
  shutdownTimeoutMs: number;
  oidc: ExternalOidcConfig | EmbeddedOidcConfig;
  scope: string;
  claims: { username: string; roles: string; editorRole: string };
  editorUsernames: string[];
  sso:
    | { kind: 'secret'; issuer: string; secret: string; audience: string }
    | { kind: 'jwks'; issuer: string; jwksUrl: string; audience: string }
    | { kind: 'disabled' };
  /** The maker on the proposal documents; null: the demonstration maker (DEMO_MAKER). */
  maker: MakerConfig | null;
  mail: MailConfig;
  documentRendering: DocumentRenderConfig;
  /**
   * The maker's fiscal profile (SELLER_STATE, SELLER_TAX_REGIME) in force until an editor saves
   * one on "Tabelas fiscais" (docs/decisions/070).
   */
  seller: SellerFiscalProfile;
  jobs: JobsConfig;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Default bound on concurrent API requests per engine (README "How many users"): PGlite runs one
 * query at a time, a PostgreSQL pool 10.
 */
/**
 * PGlite answers one query at a time, but one screen of the web app asks for up to about eight
 * things at once: 32 lets a small team load screens together without meeting the bound.
 */
export const DEFAULT_MAX_CONCURRENT_REQUESTS = { pglite: 64, postgres: 64 } as const;

const EMBEDDED_CLIENT_ID = 'camara-fria-web';
const LOOPBACK_HOST = '127.0.0.1';
const ALL_INTERFACES = '0.0.0.0';
const EMBEDDED_AUDIENCE = 'urn:camara-fria:api';

/** Parses an environment (process.env by default) into the typed configuration, or throws every problem at once. */
export function loadConfig(raw: RawEnv = process.env): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means "no database server").
  const source = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    ) ?? []),
    ...findMissingCompanions(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const logo = env.MAKER_LOGO_FILE ? readLogo(env.MAKER_LOGO_FILE) : null;
  const from = env.MAIL_FROM ? parseMailbox(env.MAIL_FROM) : null;
  const late = [logo, from].filter((value): value is string => typeof value === 'string');
  if (late.length > 0) throw new ConfigError(late);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const oidc: AppConfig['oidc'] =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_AUDIENCE
      ? {
          kind: 'external',
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          audience: env.OIDC_AUDIENCE,
          resource: env.OIDC_RESOURCE,
        }
      : {
          kind: 'embedded',
          issuer: `${publicUrl}/oidc`,
          clientId: EMBEDDED_CLIENT_ID,
          audience: EMBEDDED_AUDIENCE,
          demoPassword: env.EMBEDDED_IDP_DEMO_PASSWORD,
          demoUsers: env.DEMO_USERS,
        };
  const ssoAudience = env.SSO_AUDIENCE ?? oidc.audience;
  const sso: AppConfig['sso'] =
    env.SSO_ISSUER && env.SSO_SECRET
      ? { kind: 'secret', issuer: env.SSO_ISSUER, secret: env.SSO_SECRET, audience: ssoAudience }
      : env.SSO_ISSUER && env.SSO_JWKS_URL
        ? { kind: 'jwks', issuer: env.SSO_ISSUER, jwksUrl: env.SSO_JWKS_URL, audience: ssoAudience }
        : { kind: 'disabled' };
  // The demo users' password is in the README: while they can sign in, only this computer may
  // reach the server unless HOST says otherwise (docs/decisions/064).
  const hasDemoUsers = oidc.kind === 'embedded' && oidc.demoUsers;
  const hostChoice = env.HOST ? 'HOST' : hasDemoUsers ? 'demo-users' : 'default';
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST ?? (hasDemoUsers ? LOOPBACK_HOST : ALL_INTERFACES),
    hostChoice,
    port: env.PORT,
    publicUrl,
    appOrigins: listAppOrigins(publicUrl, env.EMBEDDED_IDP_EXTRA_ORIGINS),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(API_ROOT, '..', 'web', 'dist')),
    trustProxy: env.TRUST_PROXY,
    rateLimit:
      env.RATE_LIMIT === 'off'
        ? null
        : {
            perMinute: env.RATE_LIMIT_PER_MINUTE,
            authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
            publicPerMinute: env.RATE_LIMIT_PUBLIC_PER_MINUTE,
          },
    signInThrottle: {
      user: { slowdownAfter: env.SIGNIN_SLOWDOWN_AFTER, lockAfter: env.SIGNIN_LOCK_AFTER },
      address: {
        slowdownAfter: Math.ceil(env.SIGNIN_ADDRESS_LOCK_AFTER / 2),
        lockAfter: env.SIGNIN_ADDRESS_LOCK_AFTER,
      },
      lockSeconds: env.SIGNIN_LOCK_SECONDS,
    },
    maxConcurrentRequests:
      env.MAX_CONCURRENT_REQUESTS ??
      DEFAULT_MAX_CONCURRENT_REQUESTS[env.DATABASE_URL ? 'postgres' : 'pglite'],
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    oidc,
    scope: env.OIDC_SCOPE,
    claims: {
      username: env.OIDC_USERNAME_CLAIM,
      roles: env.OIDC_ROLES_CLAIM,
      editorRole: env.OIDC_EDITOR_ROLE,
    },
    editorUsernames: env.EDITOR_USERNAMES.map((name) => name.toLowerCase()),
    sso,
    maker: env.MAKER_NAME
      ? {
          name: env.MAKER_NAME,
          addressLines: (env.MAKER_ADDRESS ?? '')
            .split('|')
            .map((line) => line.trim())
            .filter((line) => line.length > 0),
          phone: env.MAKER_PHONE ?? null,
          email: env.MAKER_EMAIL ?? null,
          website: env.MAKER_WEBSITE ?? null,
          logo: typeof logo === 'string' ? null : logo,
        }
      : null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: typeof from === 'string' ? null : from,
      recipientsPerDay: env.MAIL_RECIPIENTS_PER_DAY,
    },
    seller: { state: env.SELLER_STATE, regime: env.SELLER_TAX_REGIME },
    jobs: {
      enabled: env.JOBS_ENABLED,
      reminders: {
        daysBeforeExpiry: env.REMINDER_DAYS_BEFORE_EXPIRY,
        unopenedDays: env.REMINDER_UNOPENED_DAYS,
        scanCron: env.REMINDER_SCAN_CRON,
      },
      notificationRetryDelaySeconds: env.NOTIFICATION_RETRY_DELAY_SECONDS,
    },
    documentRendering: {
      concurrency: env.DOCUMENT_RENDERS ?? defaultDocumentRenders(),
      queue: env.DOCUMENT_RENDER_QUEUE,
      timeoutMs: env.DOCUMENT_RENDER_TIMEOUT_MS,
      memoryMb: env.DOCUMENT_RENDER_MEMORY_MB,
    },
  };
}
