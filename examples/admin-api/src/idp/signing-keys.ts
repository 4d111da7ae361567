import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** A private signing JWK as the provider needs it (`kid`, `alg`, `use` set). */
export type SigningJwk = JWK & { kid: string; alg: 'RS256' | 'ES256'; use: 'sig' };

async function generate(alg: SigningJwk['alg']): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

function isSigningJwks(value: unknown): value is { keys: SigningJwk[] } {
  if (typeof value !== 'object' || value === null || !('keys' in value) || !Array.isArray(value.keys)) return false;
  return (
    value.keys.length > 0 &&
    value.keys.every(
      (k: unknown) =>
        typeof k === 'object' &&
        k !== null &&
        'd' in k &&
        'kid' in k &&
        'alg' in k &&
        (k.alg === 'RS256' || k.alg === 'ES256'),
    )
  );
}

/**
 * Private signing keys (RS256 first, used for ID and access tokens by default; ES256 second). With a file,
 * keys are read from it, or generated and written to it (mode 0600) on first use, so tokens issued before a
 * restart still verify; without one they live only as long as the process.
 */
export async function loadSigningKeys(file?: string): Promise<SigningJwk[]> {
  if (file) {
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text !== undefined) {
      const parsed: unknown = JSON.parse(text);
      if (!isSigningJwks(parsed)) throw new Error(`${file} is not a JWKS with private RS256/ES256 signing keys`);
      return parsed.keys;
    }
  }
  const keys = [await generate('RS256'), await generate('ES256')];
  if (file) {
    await mkdir(dirname(file), { recursive: true });
    // Write then rename so a crash never leaves a half-written key file behind.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
    await rename(temp, file);
  }
  return keys;
}
