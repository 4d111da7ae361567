import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for entries that never expire. */
  expiresAt?: number;
}

interface StoreFile {
  version: 1;
  cookieKeys: string[];
  entries: [string, Entry][];
}

/** The provider's state (sessions, interactions, grants, codes, refresh tokens) and its cookie signing keys. */
export interface ProviderStore {
  adapter: AdapterFactory;
  cookieKeys: string[];
  /** Writes pending changes to the file, if there is one. */
  flush(): Promise<void>;
}

/**
 * When changes are written: once the store has seen none for `quietMs` (a sign-in's changes, from the form to the
 * token exchange, come well within it, so its file write falls after the sign-in, not beside its requests), and at
 * the latest `maxDelayMs` after the first unwritten change (a busy provider still writes). A graceful stop writes
 * what is pending (`flush`).
 */
export interface StoreWriteTiming {
  quietMs: number;
  maxDelayMs: number;
}

const WRITE_TIMING: StoreWriteTiming = { quietMs: 500, maxDelayMs: 5000 };

/**
 * How long a rotated refresh token may still be spent (RFC 9700 section 4.14.2 leaves the policy to the
 * server; hosted providers call it a reuse interval). A page that reloads or navigates while its refresh is in
 * flight never stores the answer, and spends the rotated token again on its next load: inside this window that
 * rotates once more instead of revoking the grant and signing the person out. After it, reuse still revokes.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * A small store for oidc-provider, kept in memory and, with a file, written there (mode 0600) shortly after
 * every change and read back on start, so sign-ins and refresh tokens survive a restart of the dev server.
 * Lookups by session uid and grant id scan the entries: fine for a development provider's few hundred
 * entries, not for production. Unlike oidc-provider's built-in store it never evicts live entries, so a
 * rotated refresh token stays known and its reuse is always detected.
 */
export async function createProviderStore(
  file?: string,
  now: () => number = Date.now,
  timing: StoreWriteTiming = WRITE_TIMING,
): Promise<ProviderStore> {
  const entries = new Map<string, Entry>();
  let cookieKeys: string[] = [];
  if (file) {
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as StoreFile;
      if (saved.version === 1) {
        cookieKeys = saved.cookieKeys;
        for (const [key, entry] of saved.entries) entries.set(key, entry);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (cookieKeys.length === 0) cookieKeys = [randomBytes(32).toString('base64url')];

  let timer: NodeJS.Timeout | undefined;
  /** When the first change not yet written was made (epoch ms, on the timers' clock). */
  let firstUnwritten: number | undefined;
  let writing = Promise.resolve();
  const write = async () => {
    if (!file) return;
    timer = undefined;
    firstUnwritten = undefined;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt !== undefined && entry.expiresAt <= at) entries.delete(key);
    const data: StoreFile = { version: 1, cookieKeys, entries: [...entries] };
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(data), { mode: 0o600 });
    await rename(temp, file);
  };
  const changed = () => {
    if (!file) return;
    const at = performance.now();
    firstUnwritten ??= at;
    if (timer) clearTimeout(timer);
    const delay = Math.max(0, Math.min(timing.quietMs, firstUnwritten + timing.maxDelayMs - at));
    timer = setTimeout(() => {
      timer = undefined;
      writing = writing.then(write, write);
    }, delay);
    timer.unref();
  };

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const adapter: AdapterFactory = (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const scan = (match: (payload: AdapterPayload) => boolean) => {
      for (const key of entries.keys()) {
        if (!key.startsWith(`${model}:`)) continue;
        const payload = live(key);
        if (payload && match(payload)) return { key, payload };
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(keyOf(id), {
          payload,
          ...(typeof expiresIn === 'number' ? { expiresAt: now() + expiresIn * 1000 } : {}),
        });
        changed();
      },
      async find(id) {
        const payload = live(keyOf(id));
        if (model !== 'RefreshToken' || typeof payload?.consumed !== 'number') return payload;
        if (now() / 1000 - payload.consumed >= REFRESH_REUSE_GRACE_SECONDS) return payload;
        // Inside the grace window: a copy without the mark, so the provider rotates it again.
        const { consumed: _consumed, ...unspent } = payload;
        return unspent;
      },
      async findByUid(uid) {
        return scan((payload) => payload.uid === uid)?.payload;
      },
      async findByUserCode(userCode) {
        return scan((payload) => payload.userCode === userCode)?.payload;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        // The first spend starts the grace window; spending it again inside the window does not extend it.
        if (payload && typeof payload.consumed !== 'number') payload.consumed = Math.floor(now() / 1000);
        changed();
      },
      async destroy(id) {
        entries.delete(keyOf(id));
        changed();
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (key.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(key);
        }
        changed();
      },
    };
  };

  return {
    adapter,
    cookieKeys,
    async flush() {
      if (timer) {
        clearTimeout(timer);
        writing = writing.then(write, write);
      }
      await writing;
    },
  };
}
