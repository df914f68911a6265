import { safeText } from './primitives.ts';
import { z } from './zod.ts';

/** GET /v1/auth/config: what the web app needs to start an authorization-code + PKCE sign-in. */
export const AuthConfigSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  endSessionEndpoint: z.string().nullable(),
  clientId: z.string(),
  scope: z.string(),
  /** RFC 8707 resource indicator to ask for (the API audience), when the provider needs it. */
  resource: z.string().nullable(),
  isSsoEnabled: z.boolean(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

export const GRANT_TYPES = ['authorization_code', 'refresh_token', 'sso_token'] as const;

/**
 * POST /oauth2/token (form-encoded). The API forwards code and refresh grants to the identity
 * provider, and verifies single-sign-on tokens itself.
 */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: safeText().min(1, { error: 'Informe o código de autorização.' }),
    redirect_uri: safeText().min(1, { error: 'Informe o endereço de retorno.' }),
    code_verifier: safeText().min(43, { error: 'Verificador PKCE inválido.' }).max(128),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: safeText().min(1, { error: 'Informe o token de renovação.' }),
  }),
  z.object({
    grant_type: z.literal('sso_token'),
    token: safeText().min(1, { error: 'Informe o token.' }),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** GET /v1/me: the signed-in user as the server sees them. The editor role is decided there. */
export const MeSchema = z.object({
  subject: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  isEditor: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;
