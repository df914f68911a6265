import {
  ApiErrorSchema,
  AuthConfigSchema,
  MeSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseAppOrigin, readRequestOrigin } from '../../config/app-origins.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { TokenVerifier } from '../../plugins/token-verifier.ts';
import { recordUser } from '../users/users.service.ts';
import type { IdentityProviderClient } from './identity-provider.ts';

type AuthRoutesOptions = {
  config: AppConfig;
  db: Database;
  identity: IdentityProviderClient;
  verifier: TokenVerifier;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { config, db, identity, verifier },
) => {
  app.get(
    '/v1/auth/config',
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        summary: 'What the web app needs to start a sign-in (authorization code + PKCE)',
        response: { 200: AuthConfigSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const endpoints = await identity.readEndpoints(
        chooseAppOrigin(readRequestOrigin(request.protocol, request.host), config.appOrigins),
      );
      return {
        issuer: config.oidc.issuer,
        authorizationEndpoint: endpoints.authorizationEndpoint,
        endSessionEndpoint: endpoints.endSessionEndpoint,
        clientId: config.oidc.clientId,
        scope: config.scope,
        resource:
          config.oidc.kind === 'embedded' ? config.oidc.audience : (config.oidc.resource ?? null),
        isSsoEnabled: verifier.isSsoEnabled,
      };
    },
  );

  app.post(
    '/oauth2/token',
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchanges an authorization code, a refresh token or a single-sign-on token',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequestSchema,
        response: {
          200: TokenResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      switch (body.grant_type) {
        case 'authorization_code':
          return identity.requestToken(
            new URLSearchParams({
              grant_type: 'authorization_code',
              code: body.code,
              redirect_uri: body.redirect_uri,
              code_verifier: body.code_verifier,
            }),
          );
        case 'refresh_token':
          return identity.requestToken(
            new URLSearchParams({ grant_type: 'refresh_token', refresh_token: body.refresh_token }),
          );
        case 'sso_token': {
          const principal = await verifier.verifySsoToken(body.token);
          const expiresIn = Math.max(0, principal.expiresAt - Math.floor(Date.now() / 1000));
          return { access_token: body.token, expires_in: expiresIn, token_type: 'Bearer' };
        }
      }
    },
  );

  app.get(
    '/v1/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their role, as the server decides it',
        security: [{ bearer: [] }],
        response: { 200: MeSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await recordUser(db, principal);
      return {
        subject: principal.subject,
        username: principal.username,
        email: principal.email,
        name: principal.name,
        isEditor: principal.isEditor,
      };
    },
  );
};
