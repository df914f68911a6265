import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { chooseAppOrigin, readRequestOrigin } from '../config/app-origins.ts';
import type { EmbeddedOidcConfig } from '../config/env.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { ProviderKeys } from './keys.ts';
import type { ProviderAccount, ProviderAccounts } from './provider-accounts.ts';
import { describeWait } from '../lib/describe-wait.ts';
import type { Clock, SignInThrottle } from './sign-in-throttle.ts';
import {
  AUTO_SUBMIT_SCRIPT,
  renderLoginPage,
  renderLogoutPage,
  renderMessagePage,
} from './pages.ts';

/**
 * Access tokens live five minutes (ADR "short-lived access tokens"): the API checks no revocation
 * list, so this bounds how long a token keeps working after "Sair". The web app renews silently
 * with the refresh token a minute before expiry.
 */
export const ACCESS_TOKEN_TTL_S = 5 * 60;
const DAY_S = 24 * 3600;

type EmbeddedProviderOptions = {
  oidc: EmbeddedOidcConfig;
  /** Every origin the web app may be opened at, PUBLIC_URL's first (AppConfig.appOrigins). */
  appOrigins: readonly string[];
  keys: ProviderKeys;
  /** Where sessions, grants and tokens live (the database; see database-adapter.ts). */
  adapter: NonNullable<Configuration['adapter']>;
  /** Who may sign in: the database's accounts, and the demo users while DEMO_USERS is on. */
  accounts: ProviderAccounts;
};

/**
 * The embedded OpenID Connect provider (oidc-provider): authorization code + PKCE for the web
 * client, JWT access tokens for the API audience, refresh tokens, sign-out, pages in Portuguese.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { oidc, appOrigins, keys } = options;
  const corsOrigins = new Set(appOrigins);
  // The sign-in page a failure links to: at the address asked, when the app may be opened there.
  const homeOf = (ctx: KoaContextWithOIDC) =>
    chooseAppOrigin(readRequestOrigin(ctx.protocol, ctx.host), appOrigins);
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: oidc.clientId,
        client_name: 'Câmara Fria',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/login`),
      },
    ],
    // Browsers may call the token and userinfo endpoints from the app's own origins only.
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: keys.signingKeys },
    cookies: { keys: keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // Read on every use (sign-in, each refresh, each authorization with a session): an account
    // disabled or removed since then is "not found", which ends its sessions and refresh tokens.
    findAccount: async (_ctx, sub) => {
      const account = await options.accounts.findBySubject(sub);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          email: account.email,
          email_verified: true,
          name: account.name,
          preferred_username: account.username,
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account: ProviderAccount | undefined =
        typeof accountId === 'string' ? await options.accounts.findBySubject(accountId) : undefined;
      if (!account) return undefined;
      return {
        preferred_username: account.username,
        email: account.email,
        name: account.name,
        roles: account.roles,
      };
    },
    // First-party client: the user is never asked to consent; the grant covers what was asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(oidc.audience, 'api');
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens end with the provider session: "Sair" revokes the grant, and them with it.
    expiresWithSession: () => true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 3600,
      Session: 14 * DAY_S,
      Grant: 14 * DAY_S,
      RefreshToken: 14 * DAY_S,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: oidc.audience,
          accessTokenTTL: ACCESS_TOKEN_TTL_S,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage(
            'Sessão encerrada',
            'Você saiu do Câmara Fria.',
            homeOf(ctx),
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Não foi possível entrar',
        `O provedor de identidade recusou a solicitação (${String(out.error)}). Tente entrar novamente.`,
        homeOf(ctx),
      );
    },
  };
  const provider = new Provider(oidc.issuer, configuration);
  provider.proxy = true;
  // clientBasedCORS only guards endpoints that know their client; discovery, JWKS, preflights and
  // errors raised before the client is known are answered with "any origin". Drop the CORS
  // headers of every answer to another origin, so a foreign page cannot read any of them.
  provider.use(async (ctx, next) => {
    await next();
    const origin = ctx.get('origin');
    if (!origin || corsOrigins.has(origin)) return;
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  });
  return provider;
}

export const DISABLED_MESSAGE = 'Esta conta está desativada. Fale com o administrador.';

/**
 * Mounts the provider under /oidc on the Fastify server. Provider requests are handed over
 * before Fastify reads their body (oidc-provider parses its own); the sign-in pages under
 * /oidc/interaction are ordinary Fastify routes.
 */
export function mountEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  oidc: EmbeddedOidcConfig,
  brake: { throttle: SignInThrottle; clock: Clock },
  accounts: ProviderAccounts,
  appOrigins: readonly string[],
): void {
  const handle = provider.callback();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/oidc/') || url.startsWith('/oidc/interaction/')) return done();
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice('/oidc'.length);
    void handle(raw, reply.raw);
  });

  app.get(
    '/oidc-assets/auto-submit.js',
    { config: { isPublic: true }, schema: { hide: true } },
    (_request, reply) => reply.type('text/javascript; charset=utf-8').send(AUTO_SUBMIT_SCRIPT),
  );

  const demoUsernames = oidc.demoUsers ? DEMO_ACCOUNTS.map((account) => account.username) : [];
  const renderExpiredPage = (request: FastifyRequest) =>
    renderMessagePage(
      'Sessão de login expirada',
      'A tentativa de login expirou. Volte e entre novamente.',
      chooseAppOrigin(readRequestOrigin(request.protocol, request.host), appOrigins),
    );
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(html);
  const secondsUntil = (instant: Date) =>
    Math.max(1, Math.ceil((instant.getTime() - brake.clock().getTime()) / 1000));
  const tooManyAttempts = (seconds: number) =>
    `Muitas tentativas. Tente novamente ${describeWait(seconds)}.`;

  app.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid',
    { config: { isPublic: true }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name !== 'login') {
          // Consent is granted by loadExistingGrant; any other prompt just resumes the flow.
          const redirectTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            {},
            { mergeWithLastSubmission: true },
          );
          return reply.redirect(redirectTo, 303);
        }
        return reply
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage({ action: `/oidc/interaction/${details.uid}/login`, demoUsernames }),
          );
      } catch {
        return sendHtml(reply, 400, renderExpiredPage(request));
      }
    },
  );

  app.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
    '/oidc/interaction/:uid/login',
    { config: { isPublic: true }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const username = String(request.body?.username ?? '');
        const password = String(request.body?.password ?? '');
        const action = `/oidc/interaction/${details.uid}/login`;
        // 401 for a wrong password; 429 with Retry-After while the user or address must wait.
        const refuse = (error: string, blockedUntil: Date | null) => {
          if (blockedUntil) reply.header('retry-after', String(secondsUntil(blockedUntil)));
          const page = renderLoginPage({ action, username, error, demoUsernames });
          return sendHtml(reply, blockedUntil ? 429 : 401, page);
        };
        const block = await brake.throttle.findBlock(username, request.ip);
        if (block) return refuse(tooManyAttempts(secondsUntil(block)), block);
        const outcome = await accounts.authenticate(username, password);
        if (outcome.status === 'rejected') {
          const blockedUntil = await brake.throttle.recordFailure(username, request.ip);
          const wrong = 'Usuário ou senha inválidos.';
          return blockedUntil
            ? refuse(`${wrong} ${tooManyAttempts(secondsUntil(blockedUntil))}`, blockedUntil)
            : refuse(wrong, null);
        }
        if (outcome.status === 'disabled') {
          // Said only to whoever knows the password: no telling which e-mails have an account.
          const page = renderLoginPage({
            action,
            username,
            error: DISABLED_MESSAGE,
            demoUsernames,
          });
          return sendHtml(reply, 403, page);
        }
        const { account } = outcome;
        await brake.throttle.recordSuccess(username);
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.subject } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      } catch {
        return sendHtml(reply, 400, renderExpiredPage(request));
      }
    },
  );
}
