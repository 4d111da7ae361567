import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderStore } from './store-adapter';
import { authorizeUrl, exchangeCode, pkcePair, refresh, signIn, startTestProvider } from './test-browser';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idp-store-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('provider store', () => {
  it('keeps sessions and refresh tokens across a restart when given a file', async () => {
    const files = { keysFile: join(dir, 'keys.json'), storeFile: join(dir, 'store.json') };
    const first = await startTestProvider(files);
    const { browser, code, verifier } = await signIn(first.issuer);
    const tokens = (await (await exchangeCode(first.issuer, code, verifier)).json()) as { refresh_token: string };
    await first.stop();
    expect((await stat(files.storeFile)).mode & 0o777).toBe(0o600);

    const second = await startTestProvider({ ...files, port: first.port });
    try {
      expect((await refresh(second.issuer, tokens.refresh_token)).status).toBe(200);
      const { challenge } = pkcePair();
      const again = await browser.follow(
        authorizeUrl(second.issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
    } finally {
      await second.stop();
    }
  });

  it('forgets expired entries and revokes by grant', async () => {
    const store = await createProviderStore();
    const tokens = store.adapter('RefreshToken');
    await tokens.upsert('a', { grantId: 'g1' }, 60);
    await tokens.upsert('b', { grantId: 'g2' }, 60);
    await tokens.upsert('old', { grantId: 'g2' }, -1);
    expect(await tokens.find('old')).toBeUndefined();
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('b')).toBeUndefined();
    expect(await tokens.find('a')).toEqual({ grantId: 'g1' });
    await tokens.consume('a');
    expect(await tokens.find('a')).toMatchObject({ consumed: expect.any(Number) });
  });
});
