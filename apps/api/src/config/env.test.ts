import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MAX_CONCURRENT_REQUESTS,
  defaultDocumentRenders,
  loadConfig,
} from './env.ts';

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, ./data, embedded provider', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toMatchObject({ kind: 'embedded', issuer: 'http://localhost:3000/oidc' });
    expect(config.sso).toEqual({ kind: 'disabled' });
  });

  it('listens on loopback while the demo users are on, unless HOST says otherwise (ADR 064)', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', hostChoice: 'demo-users' });
    expect(loadConfig({ DEMO_USERS: 'false' })).toMatchObject({
      host: '0.0.0.0',
      hostChoice: 'default',
    });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostChoice: 'HOST' });
    expect(loadConfig({ HOST: '' })).toMatchObject({ host: '127.0.0.1' });
    const external = {
      OIDC_ISSUER: 'https://login.example.com/realms/x',
      OIDC_CLIENT_ID: 'web',
      OIDC_AUDIENCE: 'api',
    };
    expect(loadConfig(external)).toMatchObject({ host: '0.0.0.0', hostChoice: 'default' });
  });

  it('allows the app at PUBLIC_URL, the extra origins and the loopback aliases of each (ADR 064)', () => {
    expect(loadConfig({}).appOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://camara.example.com/',
        EMBEDDED_IDP_EXTRA_ORIGINS: 'http://LOCALHOST:5173/, http://10.0.0.5:3000',
      }).appOrigins,
    ).toEqual([
      'https://camara.example.com',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
      'http://10.0.0.5:3000',
    ]);
    expect(() => loadConfig({ EMBEDDED_IDP_EXTRA_ORIGINS: 'camara.lan' })).toThrow(
      /EMBEDDED_IDP_EXTRA_ORIGINS/,
    );
  });

  it('bounds concurrent requests per engine unless MAX_CONCURRENT_REQUESTS says otherwise', () => {
    expect(loadConfig({}).maxConcurrentRequests).toBe(DEFAULT_MAX_CONCURRENT_REQUESTS.pglite);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' }).maxConcurrentRequests).toBe(
      DEFAULT_MAX_CONCURRENT_REQUESTS.postgres,
    );
    expect(loadConfig({ MAX_CONCURRENT_REQUESTS: '5' }).maxConcurrentRequests).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => loadConfig({ MAX_CONCURRENT_REQUESTS: bad })).toThrow(/MAX_CONCURRENT_REQUESTS/);
  });

  it('keeps the demo users on unless DEMO_USERS turns them off', () => {
    const demoUsersOf = (env: Record<string, string>) => {
      const { oidc } = loadConfig(env);
      return oidc.kind === 'embedded' ? oidc.demoUsers : undefined;
    };
    expect(demoUsersOf({})).toBe(true);
    expect(demoUsersOf({ DEMO_USERS: '' })).toBe(true);
    expect(demoUsersOf({ DEMO_USERS: 'true' })).toBe(true);
    expect(demoUsersOf({ DEMO_USERS: 'false' })).toBe(false);
    expect(demoUsersOf({ DEMO_USERS: '0' })).toBe(false);
    expect(() => loadConfig({ DEMO_USERS: 'no' })).toThrow(/DEMO_USERS/);
  });

  it('bounds the shutdown drain: 10 s unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' }).shutdownTimeoutMs).toBe(0);
    for (const bad of ['-1', '2.5', 'soon', '600001'])
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: bad })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('bounds the document renders: the cores but one (1 to 4), 16 waiting, 20 s, 512 MB', () => {
    expect(loadConfig({}).documentRendering).toEqual({
      concurrency: defaultDocumentRenders(),
      queue: 16,
      timeoutMs: 20_000,
      memoryMb: 512,
    });
    expect([1, 2, 3, 8, 64].map((cores) => defaultDocumentRenders(cores))).toEqual([1, 1, 2, 4, 4]);
    expect(
      loadConfig({
        DOCUMENT_RENDERS: '3',
        DOCUMENT_RENDER_QUEUE: '0',
        DOCUMENT_RENDER_TIMEOUT_MS: '5000',
        DOCUMENT_RENDER_MEMORY_MB: '256',
      }).documentRendering,
    ).toEqual({ concurrency: 3, queue: 0, timeoutMs: 5_000, memoryMb: 256 });
    for (const [name, bad] of [
      ['DOCUMENT_RENDERS', '0'],
      ['DOCUMENT_RENDER_QUEUE', '-1'],
      ['DOCUMENT_RENDER_TIMEOUT_MS', '50'],
      ['DOCUMENT_RENDER_MEMORY_MB', '32'],
    ] as const)
      expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(name));
  });

  it("takes the maker's fiscal profile from SELLER_STATE and SELLER_TAX_REGIME: SP, Lucro Real by default (ADR 070)", () => {
    expect(loadConfig({}).seller).toEqual({ state: 'SP', regime: 'LUCRO_REAL' });
    expect(loadConfig({ SELLER_STATE: 'BA', SELLER_TAX_REGIME: 'LUCRO_PRESUMIDO' }).seller).toEqual(
      { state: 'BA', regime: 'LUCRO_PRESUMIDO' },
    );
    expect(() => loadConfig({ SELLER_STATE: 'XX' })).toThrow(/SELLER_STATE/);
    expect(() => loadConfig({ SELLER_TAX_REGIME: 'MEI' })).toThrow(/SELLER_TAX_REGIME/);
  });

  it('names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        OIDC_ISSUER: 'https://idp.example.com',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'OIDC_CLIENT_ID'])
      expect(problems).toContain(name);
  });

  it('configures an external issuer by variables alone', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/realms/frio',
      OIDC_CLIENT_ID: 'camara-fria',
      OIDC_AUDIENCE: 'camara-fria-api',
      OIDC_ROLES_CLAIM: 'realm_access.roles',
      EDITOR_USERNAMES: ' Ana, bruno ,',
    });
    expect(config.oidc).toEqual({
      kind: 'external',
      issuer: 'https://login.example.com/realms/frio',
      clientId: 'camara-fria',
      clientSecret: undefined,
      audience: 'camara-fria-api',
      resource: undefined,
    });
    expect(config.claims.roles).toBe('realm_access.roles');
    expect(config.editorUsernames).toEqual(['ana', 'bruno']);
  });

  it('requires an audience with an external issuer and an issuer with SSO keys', () => {
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'https://idp.example.com', OIDC_CLIENT_ID: 'x' }),
    ).toThrow(/OIDC_AUDIENCE/);
    expect(() => loadConfig({ SSO_SECRET: 'x'.repeat(32) })).toThrow(/SSO_ISSUER/);
    expect(() => loadConfig({ SSO_ISSUER: 'portal', SSO_SECRET: 'curto' })).toThrow(/SSO_SECRET/);
  });

  it('reads the request limits and the sign-in brake, and RATE_LIMIT=off turns the limits off', () => {
    const config = loadConfig({});
    // The customer links' public routes: 60 a minute per address (docs/decisions/074).
    expect(config.rateLimit).toEqual({ perMinute: 600, authPerMinute: 30, publicPerMinute: 60 });
    expect(loadConfig({ RATE_LIMIT_PUBLIC_PER_MINUTE: '20' }).rateLimit?.publicPerMinute).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_PUBLIC_PER_MINUTE/,
    );
    expect(config.signInThrottle).toEqual({
      user: { slowdownAfter: 5, lockAfter: 10 },
      address: { slowdownAfter: 15, lockAfter: 30 },
      lockSeconds: 900,
    });
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT: 'no' })).toThrow(/RATE_LIMIT/);
    expect(() => loadConfig({ SIGNIN_SLOWDOWN_AFTER: '12' })).toThrow(/SIGNIN_SLOWDOWN_AFTER/);
  });

  it('reads the maker whole from MAKER_*, the address lines split on |, the logo PNG once', () => {
    expect(loadConfig({}).maker).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-env-'));
    const png = path.join(dir, 'logo.png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    fs.writeFileSync(png, bytes);
    try {
      const config = loadConfig({
        MAKER_NAME: 'Frio Sul Ltda.',
        MAKER_ADDRESS: 'Rua A, 100 | Campinas — SP, 13000-000 |',
        MAKER_PHONE: '(19) 3333-0000',
        MAKER_LOGO_FILE: png,
      });
      expect(config.maker).toEqual({
        name: 'Frio Sul Ltda.',
        addressLines: ['Rua A, 100', 'Campinas — SP, 13000-000'],
        phone: '(19) 3333-0000',
        email: null,
        website: null,
        logo: { png: new Uint8Array(bytes) },
      });
      const text = path.join(dir, 'logo.txt');
      fs.writeFileSync(text, 'not a picture');
      expect(() => loadConfig({ MAKER_NAME: 'X', MAKER_LOGO_FILE: text })).toThrow(
        /MAKER_LOGO_FILE: .*logo\.txt is not a PNG image/,
      );
      expect(() =>
        loadConfig({ MAKER_NAME: 'X', MAKER_LOGO_FILE: path.join(dir, 'missing.png') }),
      ).toThrow(/MAKER_LOGO_FILE: cannot read .*missing\.png \(ENOENT\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ MAKER_PHONE: '1' })).toThrow(/MAKER_NAME: required with MAKER_PHONE/);
  });

  it('reads SMTP_URL and MAIL_FROM, and refuses what is not one address or an smtp URL', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: null, recipientsPerDay: 200 });
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: '"Frio Sul" <propostas@friosul.example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: { name: 'Frio Sul', address: 'propostas@friosul.example.com' },
      recipientsPerDay: 200,
    });
    for (const bad of ['http://mail.example.com', 'mail.example.com:25'])
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/SMTP_URL/);
    for (const bad of ['a@b.com, c@d.com', 'sem arroba', 'X <a@b.com>\r\nBcc: c@d.com'])
      expect(() => loadConfig({ MAIL_FROM: bad })).toThrow(/MAIL_FROM/);
  });

  it('reads MAIL_RECIPIENTS_PER_DAY (200 by default), a whole number of at least 1', () => {
    expect(loadConfig({ MAIL_RECIPIENTS_PER_DAY: '40' }).mail.recipientsPerDay).toBe(40);
    for (const bad of ['0', '-5', '2.5', 'muitos'])
      expect(() => loadConfig({ MAIL_RECIPIENTS_PER_DAY: bad })).toThrow(/MAIL_RECIPIENTS_PER_DAY/);
  });
});
