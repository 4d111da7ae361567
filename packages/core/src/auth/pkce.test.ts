import { describe, expect, it } from 'vitest';
import { base64UrlDecode, computeCodeChallenge, generateCodeVerifier } from './pkce';

describe('PKCE', () => {
  it('matches the RFC 7636 Appendix B vector', async () => {
    expect(await computeCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('generates 44 lowercase letters and digits by default, fresh each time', () => {
    const a = generateCodeVerifier();
    expect(a).toMatch(/^[a-z0-9]{44}$/);
    expect(generateCodeVerifier()).not.toBe(a);
  });

  it('accepts lengths from 43 to 128 only', () => {
    expect(generateCodeVerifier(43)).toHaveLength(43);
    expect(generateCodeVerifier(128)).toHaveLength(128);
    expect(() => generateCodeVerifier(42)).toThrow(RangeError);
    expect(() => generateCodeVerifier(129)).toThrow(RangeError);
  });

  it('produces an unpadded base64url challenge', async () => {
    expect(await computeCodeChallenge(generateCodeVerifier())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('decodes base64url text with or without padding', () => {
    expect(base64UrlDecode('eyJhIjoiw6kifQ')).toBe('{"a":"é"}');
  });
});
