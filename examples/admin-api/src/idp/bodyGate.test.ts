import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_CLIENT_ID } from './provider';
import {
  CONSOLE_ORIGIN,
  exchangeCode,
  json,
  signIn,
  startTestProvider,
  type TestProvider,
  type TokenSet,
} from './test-browser';

let idp: TestProvider;
/** What the provider wrote with console.warn (it warns once per process, so the spy is there from the start). */
const warnings: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  idp = await startTestProvider();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await idp.stop();
});

const post = (path: string, type: string | undefined, body: string | Uint8Array) =>
  fetch(`${idp.issuer}${path}`, {
    method: 'POST',
    headers: { ...(type ? { 'content-type': type } : {}), origin: CONSOLE_ORIGIN },
    body,
  });

const TOKEN = '/protocol/openid-connect/token';

describe('every body the identity provider reads passes one gate', () => {
  it('answers 415 with a JSON error for a media type its endpoints do not take', async () => {
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', undefined]) {
      const res = await post(TOKEN, type, '{"grant_type":"refresh_token"}');
      expect(res.status, String(type)).toBe(415);
      expect(await json(res)).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('refuses a NUL, another control character, bytes that are not UTF-8 or a broken escape with a 400', async () => {
    const bodies: (string | Uint8Array)[] = [
      'grant_type=refresh_token&refresh_token=a%00b&client_id=console',
      'grant_type=refresh_token&refresh_token=a%07b&client_id=console',
      'grant_type=refresh_token&refresh_token=a%ED%A0%80b&client_id=console',
      'grant_type=refresh_token&refresh_token=a%zzb&client_id=console',
      new Uint8Array([...new TextEncoder().encode('grant_type=refresh_token&refresh_token=a'), 0xff, 0xfe]),
    ];
    for (const body of bodies) {
      const res = await post(TOKEN, 'Application/X-WWW-Form-Urlencoded; charset=UTF-8', body);
      expect(res.status, String(body)).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('still exchanges a code and refreshes with a form in any spelling of its media type', async () => {
    const { code, verifier } = await signIn(idp.issuer, 'member@demo.test');
    const res = await exchangeCode(idp.issuer, code, verifier);
    expect(res.status).toBe(200);
    const tokens = await json<TokenSet>(res);
    const refreshed = await post(
      TOKEN,
      'APPLICATION/x-www-form-urlencoded;charset=utf-8',
      new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CONSOLE_CLIENT_ID,
      }).toString(),
    );
    expect(refreshed.status).toBe(200);
  });

  it('hands the provider the checked body as a stream, so it never meets a body parsed before it', async () => {
    const { code, verifier } = await signIn(idp.issuer, 'member@demo.test');
    expect((await exchangeCode(idp.issuer, code, verifier)).status).toBe(200);
    // A connection kept alive serves a second form after the first: the replay does not end it.
    const again = await signIn(idp.issuer, 'member@demo.test');
    expect((await exchangeCode(idp.issuer, again.code, again.verifier)).status).toBe(200);
    expect(warnings.filter((w) => w.includes('already parsed request body'))).toEqual([]);
  });
});
