import { AuthConfigSchema, type AuthConfig } from '@camara-fria/contracts';
import { requestApi } from '../../../lib/api-client.ts';

/** GET /v1/auth/config (public): where and how to sign in. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return requestApi('/v1/auth/config', { schema: AuthConfigSchema, isPublic: true, signal });
}
