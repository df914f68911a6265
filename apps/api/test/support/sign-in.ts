import crypto from 'node:crypto';
import type { AuthConfig, TokenResponse } from '@camara-fria/contracts';

/** A tiny cookie jar: enough for the provider's interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type SignInResult = TokenResponse & {
  authorizationCode: string;
  /** The provider's cookies after the sign-in (its session), as a Cookie header. */
  providerCookies: string;
};

async function follow(url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/** A sign-in form the provider showed: post to it (again and again), then finish the flow. */
export type SignInAttempt = {
  submit: (
    username: string,
    password: string,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  /** Follows the redirect of an accepted form back to the app and exchanges the code. */
  finish: (accepted: Response) => Promise<SignInResult>;
};

/** Starts a sign-in as a browser would: authorization request with PKCE, then the form. */
export async function startSignIn(baseUrl: string): Promise<SignInAttempt> {
  const config = (await (await fetch(`${baseUrl}/v1/auth/config`)).json()) as AuthConfig;
  const verifier = crypto.randomBytes(48).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const state = crypto.randomBytes(16).toString('base64url');
  const redirectUri = `${baseUrl}/auth/callback`;
  const authorize = new URL(config.authorizationEndpoint);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(config.resource ? { resource: config.resource } : {}),
  }).toString();

  const jar = new CookieJar();
  let response = await follow(authorize.toString(), jar);
  const interaction = new URL(response.headers.get('location') ?? '', baseUrl);
  response = await follow(interaction.toString(), jar);
  if (response.status !== 200) throw new Error(`sign-in page answered ${response.status}`);
  const page = await response.text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('no sign-in form');

  return {
    submit: (username, password, headers = {}) =>
      follow(new URL(action, baseUrl).toString(), jar, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ username, password }).toString(),
      }),
    async finish(accepted) {
      let location = new URL(accepted.headers.get('location') ?? '', baseUrl);
      for (let hop = 0; hop < 5 && !location.toString().startsWith(redirectUri); hop += 1) {
        const next = await follow(location.toString(), jar);
        location = new URL(next.headers.get('location') ?? '', baseUrl);
      }
      const code = location.searchParams.get('code');
      if (!code || location.searchParams.get('state') !== state)
        throw new Error(`no code in ${location.toString()}`);

      const tokenResponse = await fetch(`${baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }).toString(),
      });
      if (tokenResponse.status !== 200)
        throw new Error(
          `token endpoint answered ${tokenResponse.status}: ${await tokenResponse.text()}`,
        );
      return {
        ...((await tokenResponse.json()) as TokenResponse),
        authorizationCode: code,
        providerCookies: jar.header(),
      };
    },
  };
}

/**
 * Signs in as a browser would: authorization request with PKCE, the embedded provider's
 * Portuguese sign-in form, the redirect back with a code, then POST /oauth2/token.
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password = 'demo',
): Promise<SignInResult> {
  const attempt = await startSignIn(baseUrl);
  const response = await attempt.submit(username, password);
  if (response.status !== 303)
    throw new Error(
      `sign-in answered ${response.status}: wrong password? ${await response.text()}`,
    );
  return attempt.finish(response);
}
