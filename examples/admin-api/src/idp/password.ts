import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Cost parameters for new hashes; stored in each hash so they can be raised later without breaking old ones. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
/**
 * Development data only: the cost the seed hashes the demo accounts' password with. That password is published (the
 * README, `pnpm start`'s output), so a costly hash of it protects nothing, and each demo sign-in would spend its
 * time (about 40 ms a sign-in at N = 2^14 on a desktop core) in the key derivation. Verification reads the cost from
 * the stored hash, so the provider checks these accounts with the same code; every password set through the
 * provider (`hashPassword` without a cost) keeps `COST`.
 */
export const DEMO_PASSWORD_COST = { N: 1_024, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds when reading a stored hash, so a corrupted or hostile row cannot make one check burn memory. */
const MAX_N = 1 << 20;
const MAX_RP = 16;

function derive(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes; the default 32 MiB is too small for the larger accepted costs.
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
    scrypt(password.normalize('NFKC'), salt, keylen, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt, at `COST` unless told otherwise (the seed's demo password:
 * {@link DEMO_PASSWORD_COST}). The result is self-describing: `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */
export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a hash from `hashPassword` in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const validCost =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    [r, p].every((v) => Number.isInteger(v) && v >= 1 && v <= MAX_RP);
  if (!validCost) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(keyText, 'base64url');
  if (salt.length < 8 || expected.length < 16) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}
