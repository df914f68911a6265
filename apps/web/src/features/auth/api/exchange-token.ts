import { TokenResponseSchema, type TokenRequest, type TokenResponse } from '@camara-fria/contracts';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * POST /oauth2/token (public, form-encoded): the code, refresh and single-sign-on grants.
 * A 400/401 here is a failed sign-in, not the end of a session, so it never redirects.
 */
export async function exchangeToken(request: TokenRequest): Promise<TokenResponse> {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) form[name] = value;
  return requestApi('/oauth2/token', {
    method: 'POST',
    form,
    schema: TokenResponseSchema,
    isPublic: true,
  });
}
