import { DEFAULT_LIFETIME_MS, type TokenStore } from './tokenStore';

/** Options of {@link createCookieTokenStore}. */
export interface CookieTokenStoreOptions {
  /** Defaults to the global `document`, read when first used. */
  document?: Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };
  /** Prepended to every cookie name. */
  prefix?: string;
  /** Defaults to true everywhere except on plain http (local development). */
  secure?: boolean;
  /** Longest encoded value per cookie; longer values are split into numbered chunks. */
  chunkSize?: number;
  now?: () => number;
}

const CHUNK_MARKER = 'chunks:';
/** Leaves room for the name and attributes inside the 4096-byte cookie limit. */
const DEFAULT_CHUNK_SIZE = 3800;

/**
 * The spec's store: cookies with Secure, SameSite=Strict, Path=/, 365 days (or the given expiry).
 * Values over ~4 KB are split into `name.0`, `name.1`, ... and joined back on read.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const prefix = options.prefix ?? '';
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const now = options.now ?? Date.now;
  const doc = () => options.document ?? (typeof document === 'undefined' ? undefined : document);

  const read = (): Map<string, string> => {
    const jar = new Map<string, string>();
    for (const part of (doc()?.cookie ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      const name = part.slice(0, eq).trim();
      if (!jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
    }
    return jar;
  };

  const secure = () => {
    if (options.secure !== undefined) return options.secure;
    const location = doc()?.location ?? (typeof window === 'undefined' ? undefined : window.location);
    // Plain http (local development) cannot keep Secure cookies in every browser (Safari drops them).
    return location?.protocol !== 'http:';
  };

  const write = (name: string, value: string, expires: Date) => {
    const target = doc();
    if (!target) return;
    const attributes = `; Path=/; Expires=${expires.toUTCString()}; SameSite=Strict${secure() ? '; Secure' : ''}`;
    target.cookie = `${name}=${value}${attributes}`;
  };

  const drop = (name: string) => write(name, '', new Date(0));

  const dropChunks = (name: string, jar: Map<string, string>, from = 0) => {
    for (const cookieName of jar.keys()) {
      const match = cookieName.startsWith(`${name}.`) && /^\d+$/.test(cookieName.slice(name.length + 1));
      if (match && Number(cookieName.slice(name.length + 1)) >= from) drop(cookieName);
    }
  };

  return {
    get(key) {
      const name = prefix + key;
      const jar = read();
      const head = jar.get(name);
      if (head === undefined || head === '') return undefined;
      let encoded = head;
      if (head.startsWith(CHUNK_MARKER)) {
        const count = Number(head.slice(CHUNK_MARKER.length));
        if (!Number.isInteger(count) || count < 1) return undefined;
        const parts: string[] = [];
        for (let i = 0; i < count; i++) {
          const part = jar.get(`${name}.${i}`);
          if (part === undefined) return undefined; // a chunk expired or was removed: the value is gone
          parts.push(part);
        }
        encoded = parts.join('');
      }
      try {
        return decodeURIComponent(encoded);
      } catch {
        return undefined;
      }
    },
    set(key, value, setOptions) {
      const name = prefix + key;
      const expires = setOptions?.expires ?? new Date(now() + DEFAULT_LIFETIME_MS);
      const encoded = encodeURIComponent(value);
      const jar = read();
      if (encoded.length <= chunkSize) {
        write(name, encoded, expires);
        dropChunks(name, jar);
        return;
      }
      const count = Math.ceil(encoded.length / chunkSize);
      for (let i = 0; i < count; i++) write(`${name}.${i}`, encoded.slice(i * chunkSize, (i + 1) * chunkSize), expires);
      write(name, `${CHUNK_MARKER}${count}`, expires);
      dropChunks(name, jar, count);
    },
    remove(key) {
      const name = prefix + key;
      const jar = read();
      drop(name);
      dropChunks(name, jar);
    },
  };
}
