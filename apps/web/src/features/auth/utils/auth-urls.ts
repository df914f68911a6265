import type { AuthConfig } from '@camara-fria/contracts';

export const CALLBACK_PATH = '/auth/callback';
export const LOGIN_PATH = '/login';

/** The authorization-code + PKCE request (RFC 6749 §4.1.1, RFC 7636 §4.3, RFC 8707). */
export function buildAuthorizationUrl(
  config: AuthConfig,
  request: { origin: string; state: string; codeChallenge: string },
): string {
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${request.origin}${CALLBACK_PATH}`);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (config.resource !== null) url.searchParams.set('resource', config.resource);
  return url.toString();
}

/** OpenID RP-initiated logout; null when the provider offers no end-session endpoint. */
export function buildEndSessionUrl(
  config: AuthConfig,
  request: { origin: string; idToken: string | null },
): string | null {
  if (!config.endSessionEndpoint) return null;
  const url = new URL(config.endSessionEndpoint);
  if (request.idToken) url.searchParams.set('id_token_hint', request.idToken);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${request.origin}${LOGIN_PATH}`);
  return url.toString();
}
