import type { TokenResponse } from '@camara-fria/contracts';
import type { FastifyInstance } from 'fastify';
import inject from 'light-my-request';
import type { AppConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';

export type ProviderEndpoints = {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
  jwksUri: string;
};

/** Talks to the identity provider on the web app's behalf: discovery and the token endpoint. */
export type IdentityProviderClient = {
  /**
   * The provider's endpoints. `appOrigin`: the origin the browser opened the app at (one of
   * AppConfig.appOrigins); the embedded provider answers there too, so the browser signs in
   * at the address it uses (docs/decisions/064). An external provider ignores it.
   */
  readEndpoints: (appOrigin?: string) => Promise<ProviderEndpoints>;
  requestToken: (params: URLSearchParams) => Promise<TokenResponse>;
};

const providerUnavailable = () =>
  new AppError(
    503,
    'AUTH_PROVIDER_UNAVAILABLE',
    'O provedor de identidade não respondeu. Tente novamente.',
  );
const invalidGrant = () =>
  new AppError(400, 'AUTH_INVALID_GRANT', 'Não foi possível concluir o login. Entre novamente.');

type RawTokenAnswer = { status: number; json: unknown };

function toTokenResponse(answer: RawTokenAnswer): TokenResponse {
  if (answer.status >= 500) throw providerUnavailable();
  const body = (answer.json ?? {}) as Partial<Record<keyof TokenResponse, unknown>>;
  if (answer.status !== 200 || typeof body.access_token !== 'string') throw invalidGrant();
  return {
    access_token: body.access_token,
    expires_in: typeof body.expires_in === 'number' ? body.expires_in : 300,
    token_type: typeof body.token_type === 'string' ? body.token_type : 'Bearer',
    ...(typeof body.id_token === 'string' ? { id_token: body.id_token } : {}),
    ...(typeof body.refresh_token === 'string' ? { refresh_token: body.refresh_token } : {}),
  };
}

/**
 * The embedded provider answers in-process (light-my-request into the app's router): no network
 * hop to ourselves. Not `app.inject`, which refuses once the server closes: a token call that came
 * in before SIGTERM must still get its tokens while the server drains (plugins/drain.ts).
 */
export function createEmbeddedIdentityClient(
  app: FastifyInstance,
  config: AppConfig,
): IdentityProviderClient {
  const issuer = config.oidc.issuer;
  const publicUrl = new URL(config.publicUrl);
  return {
    readEndpoints: (appOrigin) => {
      // The provider is mounted at /oidc (oidc/embedded-provider.ts) on every origin.
      const base = appOrigin ? `${appOrigin}/oidc` : issuer;
      return Promise.resolve({
        authorizationEndpoint: `${base}/auth`,
        tokenEndpoint: `${issuer}/token`,
        endSessionEndpoint: `${base}/session/end`,
        jwksUri: `${issuer}/jwks`,
      });
    },
    async requestToken(params) {
      params.set('client_id', config.oidc.clientId);
      const response = await inject((req, res) => app.routing(req, res), {
        method: 'POST',
        url: '/oidc/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: publicUrl.host,
          'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
        },
        payload: params.toString(),
      });
      return toTokenResponse({ status: response.statusCode, json: safeJson(response.body) });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Discovery = {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  jwks_uri: string;
};

/** Any external OpenID Connect issuer, found through its discovery document. */
export function createExternalIdentityClient(config: AppConfig): IdentityProviderClient {
  if (config.oidc.kind !== 'external') throw new Error('external identity provider not configured');
  const oidc = config.oidc;
  let discovery: Promise<ProviderEndpoints> | undefined;

  async function discover(): Promise<ProviderEndpoints> {
    const url = `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw providerUnavailable();
    const doc = (await response.json()) as Discovery;
    return {
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      endSessionEndpoint: doc.end_session_endpoint ?? null,
      jwksUri: doc.jwks_uri,
    };
  }

  const readEndpoints = async () => {
    discovery ??= discover().catch((error: unknown) => {
      discovery = undefined;
      throw error instanceof AppError ? error : providerUnavailable();
    });
    return discovery;
  };

  return {
    readEndpoints,
    async requestToken(params) {
      const { tokenEndpoint } = await readEndpoints();
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (oidc.clientSecret) {
        const basic = `${encodeURIComponent(oidc.clientId)}:${encodeURIComponent(oidc.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      } else {
        params.set('client_id', oidc.clientId);
      }
      if (oidc.resource && !params.has('resource')) params.set('resource', oidc.resource);
      let response: Response;
      try {
        response = await fetch(tokenEndpoint, {
          method: 'POST',
          headers,
          body: params.toString(),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw providerUnavailable();
      }
      return toTokenResponse({ status: response.status, json: safeJson(await response.text()) });
    },
  };
}
