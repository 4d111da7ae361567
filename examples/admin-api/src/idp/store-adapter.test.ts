import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderStore, REFRESH_REUSE_GRACE_SECONDS } from './store-adapter';
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
  });

  it('lets a spent refresh token be found unspent for the grace window after its first spend only', async () => {
    let time = 1_000_000_000_000;
    const store = await createProviderStore(undefined, () => time);
    const tokens = store.adapter('RefreshToken');
    await tokens.upsert('a', { grantId: 'g1' }, 3600);
    await tokens.consume('a');
    expect(await tokens.find('a')).toEqual({ grantId: 'g1' });
    time += (REFRESH_REUSE_GRACE_SECONDS - 1) * 1000;
    await tokens.consume('a'); // spent again inside the window: the window does not move
    time += 2000;
    expect(await tokens.find('a')).toEqual({ grantId: 'g1', consumed: 1_000_000_000 });
    // Other kinds of entry have no grace: a spent authorization code is spent.
    const codes = store.adapter('AuthorizationCode');
    await codes.upsert('c', { grantId: 'g1' }, 60);
    await codes.consume('c');
    expect(await codes.find('c')).toMatchObject({ consumed: expect.any(Number) });
  });
});
