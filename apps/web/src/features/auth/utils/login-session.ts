/**
 * sessionStorage entries that live only between leaving for the identity provider and coming
 * back (per tab, gone when the tab closes).
 */
export const LOGIN_SESSION_KEYS = {
  codeVerifier: 'camara-fria.auth.pkce-code-verifier',
  state: 'camara-fria.auth.pkce-state',
  /** The private path the user asked for before being sent to sign in. */
  returnPath: 'camara-fria.auth.return-path',
  /** The id token of a session ended by a 401, kept as the `id_token_hint` of /logout. */
  logoutIdTokenHint: 'camara-fria.auth.logout-id-token-hint',
} as const;

export const DEFAULT_RETURN_PATH = '/projects';

export type PkceSession = { codeVerifier: string; state: string };

export function savePkceSession(session: PkceSession): void {
  sessionStorage.setItem(LOGIN_SESSION_KEYS.codeVerifier, session.codeVerifier);
  sessionStorage.setItem(LOGIN_SESSION_KEYS.state, session.state);
}

export function readPkceSession(): PkceSession | null {
  const codeVerifier = sessionStorage.getItem(LOGIN_SESSION_KEYS.codeVerifier);
  const state = sessionStorage.getItem(LOGIN_SESSION_KEYS.state);
  return codeVerifier && state ? { codeVerifier, state } : null;
}

export function clearPkceSession(): void {
  sessionStorage.removeItem(LOGIN_SESSION_KEYS.codeVerifier);
  sessionStorage.removeItem(LOGIN_SESSION_KEYS.state);
}

/** Only same-app absolute paths are remembered (never `//host`, never the auth pages). */
function checkIsReturnablePath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^\/(login|logout|auth\/callback)(?:[/?#]|$)/.test(path)
  );
}

export function saveReturnPath(path: string): void {
  if (checkIsReturnablePath(path)) sessionStorage.setItem(LOGIN_SESSION_KEYS.returnPath, path);
}

/** Reads and forgets the remembered path; /projects when there is none. */
export function consumeReturnPath(): string {
  const path = sessionStorage.getItem(LOGIN_SESSION_KEYS.returnPath);
  sessionStorage.removeItem(LOGIN_SESSION_KEYS.returnPath);
  return path && checkIsReturnablePath(path) ? path : DEFAULT_RETURN_PATH;
}

export function saveLogoutIdTokenHint(idToken: string): void {
  sessionStorage.setItem(LOGIN_SESSION_KEYS.logoutIdTokenHint, idToken);
}

export function consumeLogoutIdTokenHint(): string | null {
  const idToken = sessionStorage.getItem(LOGIN_SESSION_KEYS.logoutIdTokenHint);
  sessionStorage.removeItem(LOGIN_SESSION_KEYS.logoutIdTokenHint);
  return idToken;
}
