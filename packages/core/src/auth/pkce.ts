/** Characters of the default verifier (spec: lowercase letters and digits). */
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Default code verifier length (spec section 9). */
export const DEFAULT_VERIFIER_LENGTH = 44;

/**
 * A uniformly random string over `alphabet` from `crypto.getRandomValues`. Rejection sampling keeps
 * every character equally likely.
 */
export function randomString(length: number, alphabet = LOWER_ALNUM): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A PKCE code verifier (RFC 7636 section 4.1); the length must lie within 43 to 128. */
export function generateCodeVerifier(length = DEFAULT_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new RangeError('A code verifier has 43 to 128 characters (RFC 7636 section 4.1)');
  }
  return randomString(length);
}

/** The S256 code challenge: base64url of SHA-256 of the verifier, no padding (RFC 7636 section 4.2). */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** Base64url without padding (RFC 4648 section 5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export { base64UrlDecode } from './base64Url';
