import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProviderStore, REFRESH_REUSE_GRACE_SECONDS } from './store-adapter';
import { authorizeUrl, exchangeCode, pkcePair, refresh, signIn, startTestProvider } from './test-browser';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idp-store-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the file exists, once any write the store started has had its turn at the disk. */
const written = async (file: string) => {
  for (let i = 0; i < 200; i++) {
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return false;
};

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

  it('writes its file once changes have paused, or at the latest after the longest delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const quiet = join(dir, 'quiet.json');
    const store = await createProviderStore(quiet, Date.now, { quietMs: 500, maxDelayMs: 5000 });
    const sessions = store.adapter('Session');
    await sessions.upsert('a', { accountId: '1' }, 60);
    vi.advanceTimersByTime(400);
    await sessions.upsert('b', { accountId: '1' }, 60);
    vi.advanceTimersByTime(400);
    expect(await written(quiet)).toBe(false); // 800 ms after the first change, only 400 after the last
    vi.advanceTimersByTime(100);
    expect(await written(quiet)).toBe(true);

    const busy = join(dir, 'busy.json');
    const busyStore = await createProviderStore(busy, Date.now, { quietMs: 500, maxDelayMs: 5000 });
    const grants = busyStore.adapter('Grant');
    for (let at = 0; at < 4800; at += 300) {
      await grants.upsert(`g${at}`, { accountId: '1' }, 60);
      vi.advanceTimersByTime(300);
    }
    await grants.upsert('last', { accountId: '1' }, 60); // 4.8 s after the first
    vi.advanceTimersByTime(199);
    expect(await written(busy)).toBe(false); // never quiet for 500 ms, 4,999 ms after the first
    vi.advanceTimersByTime(1);
    expect(await written(busy)).toBe(true); // 5 s after the first
  });
});
