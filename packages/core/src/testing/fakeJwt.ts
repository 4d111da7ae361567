import { base64UrlEncode } from '../auth/pkce';

/** Test helper: an unsigned JWT with the given claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.sig`;
}
