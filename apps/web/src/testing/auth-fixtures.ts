import type { AuthConfig } from '@camara-fria/contracts';
import { storeTokens } from '../features/auth/utils/auth-storage.ts';
import { createTokenResponse } from './fake-tokens.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export const testAuthConfig: AuthConfig = {
  issuer: 'http://localhost:3000/oidc',
  authorizationEndpoint: 'http://localhost:3000/oidc/auth',
  endSessionEndpoint: 'http://localhost:3000/oidc/session/end',
  clientId: 'camara-fria-web',
  scope: 'openid email profile offline_access',
  resource: 'urn:camara-fria:api',
  isSsoEnabled: true,
};

/** Signs the test user in (tokens in localStorage, valid for an hour). */
export function signInTestUser(claims?: Record<string, unknown>): void {
  storeTokens(createTokenResponse(claims ? { claims } : {}));
}
