/** Registry credentials as their owner reads them. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { registryCredentials } from './tables';

type Row = typeof registryCredentials.$inferSelect;

/** Masks all but the last four characters of a secret. */
const hint = (secret: string) => `••••${secret.slice(-4)}`;

/** Credentials as answered: the secret only as a hint. */
export const credentialDto = (r: Row) => ({
  id: r.id,
  source: r.source,
  username: r.username,
  secretHint: hint(r.secret),
  updatedAt: r.updatedAt.toISOString(),
});

/** The credentials `ownerId` saved, by registry (`source` picks one). */
export async function credentialsOf(db: Db, ownerId: number, source?: string | undefined) {
  const rows = await db
    .select()
    .from(registryCredentials)
    .where(
      and(
        eq(registryCredentials.ownerId, ownerId),
        source ? eq(registryCredentials.source, source.trim().toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(registryCredentials.source));
  return rows.map(credentialDto);
}
