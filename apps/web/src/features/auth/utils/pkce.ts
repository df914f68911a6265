/**
 * PKCE helpers (RFC 7636) and the OAuth `state` value, built on Web Crypto only.
 */

/** Base64url without padding (RFC 7636 appendix A). */
export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A high-entropy code verifier: `byteCount` random bytes in base64url.
 * 32 bytes give 43 characters, 96 bytes give 128, the two limits of RFC 7636 §4.1.
 */
export function createCodeVerifier(byteCount = 48): string {
  if (byteCount < 32 || byteCount > 96) {
    throw new RangeError('O verificador PKCE deve ter entre 43 e 128 caracteres.');
  }
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * S256 code challenge: base64url(SHA-256(ASCII(verifier))) (RFC 7636 §4.2).
 * The verifier is plain ASCII by definition, so its bytes are its char codes (this also avoids
 * TextEncoder, whose arrays come from another realm under jsdom).
 */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  if (!VERIFIER_PATTERN.test(verifier)) {
    throw new RangeError('Verificador PKCE inválido.');
  }
  const ascii = Uint8Array.from(verifier, (char) => char.charCodeAt(0));
  const digest = await crypto.subtle.digest('SHA-256', ascii);
  return encodeBase64Url(new Uint8Array(digest));
}

/** An unguessable `state` value that binds the callback to this browser tab. */
export function createState(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}
