import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/env.ts';
import { AppError, unauthenticated } from '../lib/app-error.ts';

/** Seconds of clock skew accepted on `exp` (and `nbf`, `iat`) when a token is verified. */
const CLOCK_TOLERANCE_S = 5;

/**
 * Verified access tokens kept by their exact text, so that a token presented again is not
 * verified again (an RSA signature check per request was the largest cost of a small answer:
 * docs/decisions, API throughput). Bounded in count; an entry lives until its token expires, and
 * at most this long, so a key the issuer withdraws stops being honoured after it at the latest.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_MAX_AGE_MS = 5 * 60_000;

/** The single-sign-on branch accepts tokens that live at most 4 hours (spec part 1, §6). */
export const SSO_MAX_LIFETIME_S = 4 * 3600;

export type Principal = {
  issuer: string;
  subject: string;
  username: string;
  email: string | null;
  name: string | null;
  isEditor: boolean;
  /** Expiry of the presented token, seconds since the epoch. */
  expiresAt: number;
};

type Verifier = {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey | Uint8Array;
  typ?: string;
  isSso: boolean;
};

function readPath(claims: JWTPayload, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      claims,
    );
}

function readRoles(claims: JWTPayload, claimPath: string): string[] {
  const value = readPath(claims, claimPath);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

function readString(claims: JWTPayload, key: string): string | null {
  const value = readPath(claims, key);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The server, not the client, decides who is an editor: a roles claim or EDITOR_USERNAMES. */
export function toPrincipal(claims: JWTPayload, config: AppConfig): Principal {
  if (!claims.sub || !claims.iss || typeof claims.exp !== 'number') {
    throw unauthenticated();
  }
  const username =
    readString(claims, config.claims.username) ??
    readString(claims, 'preferred_username') ??
    readString(claims, 'email') ??
    claims.sub;
  const isEditor =
    readRoles(claims, config.claims.roles).includes(config.claims.editorRole) ||
    config.editorUsernames.includes(username.toLowerCase());
  return {
    issuer: claims.iss,
    subject: claims.sub,
    username,
    email: readString(claims, 'email'),
    name: readString(claims, 'name'),
    isEditor,
    expiresAt: claims.exp,
  };
}

export type TokenVerifier = {
  /** Verifies a bearer access token (OIDC access token or trusted single-sign-on token). */
  verifyAccessToken: (token: string) => Promise<Principal>;
  /** Verifies a single-sign-on token for the `?token=` login branch. */
  verifySsoToken: (token: string) => Promise<Principal>;
  isSsoEnabled: boolean;
};

export function createTokenVerifier(
  config: AppConfig,
  sources: { embeddedPublicKeys?: JWK[]; jwksUri?: () => Promise<string> },
): TokenVerifier {
  let oidcKeys: JWTVerifyGetKey | undefined;
  const oidcVerifier = async (): Promise<Verifier> => {
    if (!oidcKeys) {
      if (config.oidc.kind === 'embedded') {
        oidcKeys = createLocalJWKSet({ keys: sources.embeddedPublicKeys ?? [] });
      } else {
        if (!sources.jwksUri) throw new Error('jwksUri source is required for an external issuer');
        oidcKeys = createRemoteJWKSet(new URL(await sources.jwksUri()));
      }
    }
    return {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      keys: oidcKeys,
      ...(config.oidc.kind === 'embedded' ? { typ: 'at+jwt' } : {}),
      isSso: false,
    };
  };

  const sso = config.sso;
  const ssoVerifier: Verifier | undefined =
    sso.kind === 'secret'
      ? {
          issuer: sso.issuer,
          audience: sso.audience,
          keys: new TextEncoder().encode(sso.secret),
          isSso: true,
        }
      : sso.kind === 'jwks'
        ? {
            issuer: sso.issuer,
            audience: sso.audience,
            keys: createRemoteJWKSet(new URL(sso.jwksUrl)),
            isSso: true,
          }
        : undefined;

  async function verifyWith(verifier: Verifier, token: string): Promise<Principal> {
    try {
      const options = {
        issuer: verifier.issuer,
        audience: verifier.audience,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_S,
        ...(verifier.typ ? { typ: verifier.typ } : {}),
      };
      const { payload } =
        verifier.keys instanceof Uint8Array
          ? await jwtVerify(token, verifier.keys, {
              ...options,
              algorithms: ['HS256', 'HS384', 'HS512'],
            })
          : await jwtVerify(token, verifier.keys, options);
      if (verifier.isSso) {
        if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
          throw unauthenticated();
        if (payload.exp - payload.iat > SSO_MAX_LIFETIME_S) {
          throw unauthenticated('Token de acesso único com validade acima de 4 horas.');
        }
      }
      return toPrincipal(payload, config);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JOSEError) throw unauthenticated();
      throw error;
    }
  }

  function peekIssuer(token: string): string | undefined {
    try {
      return decodeJwt(token).iss;
    } catch {
      throw unauthenticated();
    }
  }

  async function verifyAccessToken(token: string): Promise<Principal> {
    const issuer = peekIssuer(token);
    if (ssoVerifier && issuer === ssoVerifier.issuer && issuer !== config.oidc.issuer) {
      return verifyWith(ssoVerifier, token);
    }
    return verifyWith(await oidcVerifier(), token);
  }

  // Only tokens that passed every check are kept; a refused one is checked again each time.
  const verified = new LRUCache<string, Principal>({ max: VERIFIED_TOKENS_MAX });

  return {
    isSsoEnabled: ssoVerifier !== undefined,
    async verifyAccessToken(token) {
      const nowS = Date.now() / 1000;
      const cached = verified.get(token);
      // The expiry is checked on every use, against the same clock and tolerance as jose's.
      if (cached && nowS <= cached.expiresAt + CLOCK_TOLERANCE_S) return cached;
      if (cached) verified.delete(token);
      const principal = await verifyAccessToken(token);
      const ttl = Math.min(
        VERIFIED_TOKEN_MAX_AGE_MS,
        (principal.expiresAt + CLOCK_TOLERANCE_S - nowS) * 1000,
      );
      // Shared by every request that presents the token: frozen, so none can change it for others.
      Object.freeze(principal);
      if (ttl > 0) verified.set(token, principal, { ttl: Math.floor(ttl) });
      return principal;
    },
    async verifySsoToken(token) {
      if (!ssoVerifier) {
        throw new AppError(
          400,
          'AUTH_SSO_DISABLED',
          'Login por token não está habilitado neste servidor.',
        );
      }
      return verifyWith(ssoVerifier, token);
    },
  };
}
