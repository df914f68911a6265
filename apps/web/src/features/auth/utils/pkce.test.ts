import { describe, expect, it } from 'vitest';
import { computeCodeChallenge, createCodeVerifier, createState, encodeBase64Url } from './pkce.ts';

describe('PKCE helpers', () => {
  it('computes the S256 challenge of the RFC 7636 appendix B verifier', async () => {
    // Appendix B: the 32 octets below, base64url-encoded, are the verifier.
    const octets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
      105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ];
    const verifier = encodeBase64Url(new Uint8Array(octets));
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    await expect(computeCodeChallenge(verifier)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('rejects a verifier outside the RFC 7636 alphabet or length', async () => {
    await expect(computeCodeChallenge('too-short')).rejects.toThrow(RangeError);
    await expect(computeCodeChallenge('ç'.repeat(43))).rejects.toThrow(RangeError);
  });

  it('encodes base64url without padding', () => {
    expect(encodeBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(encodeBase64Url(new Uint8Array([1]))).toBe('AQ');
  });

  it('creates verifiers of 43 to 128 unreserved characters', () => {
    const shortest = createCodeVerifier(32);
    const longest = createCodeVerifier(96);
    const usual = createCodeVerifier();
    expect(shortest).toHaveLength(43);
    expect(longest).toHaveLength(128);
    for (const verifier of [shortest, longest, usual]) {
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    }
    expect(createCodeVerifier()).not.toBe(usual);
    expect(() => createCodeVerifier(31)).toThrow(RangeError);
  });

  it('creates a different state each time', () => {
    const state = createState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(createState()).not.toBe(state);
  });
});
