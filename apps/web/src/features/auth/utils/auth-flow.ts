import { assignLocation, readOrigin } from '../../../lib/browser-location.ts';
import { exchangeToken } from '../api/exchange-token.ts';
import { getAuthConfig } from '../api/get-auth-config.ts';
import { clearAuthState, readTokens, storeTokens } from './auth-storage.ts';
import { buildAuthorizationUrl, buildEndSessionUrl, CALLBACK_PATH } from './auth-urls.ts';
import {
  clearPkceSession,
  consumeLogoutIdTokenHint,
  consumeReturnPath,
  readPkceSession,
  savePkceSession,
} from './login-session.ts';
import { computeCodeChallenge, createCodeVerifier, createState } from './pkce.ts';

/** A sign-in that cannot go on (bad state, provider error); shown as "Erro ao processar login.". */
export class LoginFlowError extends Error {
  override readonly name = 'LoginFlowError';
}

/** /login: forgets any session and sends the browser to the identity provider. */
export async function startLogin(): Promise<void> {
  clearAuthState();
  clearPkceSession();
  const config = await getAuthConfig();
  const codeVerifier = createCodeVerifier();
  const state = createState();
  const codeChallenge = await computeCodeChallenge(codeVerifier);
  savePkceSession({ codeVerifier, state });
  assignLocation(buildAuthorizationUrl(config, { origin: readOrigin(), state, codeChallenge }));
}

/** /login?token=…: the single-sign-on grant. Resolves with the path to open next. */
export async function loginWithSsoToken(token: string): Promise<string> {
  clearAuthState();
  storeTokens(await exchangeToken({ grant_type: 'sso_token', token }));
  return consumeReturnPath();
}

/**
 * /auth/callback: checks `state`, trades the code (with the PKCE verifier) for tokens and
 * stores them. A `token` parameter takes the single-sign-on branch instead.
 * Resolves with the path to open next (the remembered private path, else /projects).
 */
export async function completeLogin(params: URLSearchParams): Promise<string> {
  const ssoToken = params.get('token');
  if (ssoToken) return loginWithSsoToken(ssoToken);

  const pkce = readPkceSession();
  clearPkceSession(); // one use only, whatever happens next
  const providerError = params.get('error');
  if (providerError) throw new LoginFlowError(`O provedor de identidade recusou: ${providerError}`);
  const code = params.get('code');
  if (!code) throw new LoginFlowError('O retorno do login não trouxe o código de autorização.');
  if (!pkce || params.get('state') !== pkce.state) {
    throw new LoginFlowError('O parâmetro state do retorno não confere com o desta aba.');
  }
  const tokens = await exchangeToken({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${readOrigin()}${CALLBACK_PATH}`,
    code_verifier: pkce.codeVerifier,
  });
  clearAuthState();
  storeTokens(tokens);
  return consumeReturnPath();
}

/**
 * /logout: forgets the session, then ends it at the provider when it has an end-session
 * endpoint. Resolves 'provider' when the browser is on its way there, 'local' otherwise
 * (the caller then opens /login).
 */
export async function startLogout(): Promise<'provider' | 'local'> {
  const hint = consumeLogoutIdTokenHint();
  const idToken = readTokens()?.idToken ?? hint;
  clearAuthState();
  clearPkceSession();
  try {
    const config = await getAuthConfig();
    const endSessionUrl = buildEndSessionUrl(config, { origin: readOrigin(), idToken });
    if (!endSessionUrl) return 'local';
    assignLocation(endSessionUrl);
    return 'provider';
  } catch (error) {
    console.error('Não foi possível obter a configuração de login para sair.', error);
    return 'local';
  }
}
