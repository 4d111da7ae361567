import { gt, lt, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../db/changeFeed';
import type { Db } from '../db/database';
import { revokedGrants } from './tables';
import { type AuthIdentity, InvalidTokenError, type TokenVerifier } from './verify';

/** The grants whose access tokens this instance refuses, kept in step with the database. */
export interface RevocationList {
  /** True when tokens of this grant must be refused. */
  has(grantId: string): boolean;
  /**
   * Lists a grant until `until` (when its last access token expires). Every instance hears of it on the change
   * feed; rows past their `until` are swept on the way.
   */
  revoke(grantId: string, until: Date): Promise<void>;
  readonly size: number;
  close(): void;
}

/**
 * The revocation list, read from `revoked_grants` at start and again whenever the change feed announces the table
 * (or that announcements may have been missed). Bounded by the sign-outs of one access-token lifetime: only rows
 * whose `until` is ahead are read.
 */
export async function openRevocationList(
  db: Db,
  changes: ChangeFeed,
  now: () => Date = () => new Date(),
): Promise<RevocationList> {
  let grants = new Set<string>();
  const read = async () => {
    const rows = await db
      .select({ grantId: revokedGrants.grantId })
      .from(revokedGrants)
      .where(gt(revokedGrants.until, now()));
    grants = new Set(rows.map((r) => r.grantId));
  };
  // One line, not the driver's whole error: the database being away is logged by whoever notices it first.
  const reread = () =>
    read().catch((error) =>
      console.error('revocation list: read failed:', error instanceof Error ? error.message : error),
    );
  await read();
  const unsubscribe = changes.subscribe((table) => {
    if (table === undefined || table === 'revoked_grants') void reread();
  });
  return {
    has: (grantId) => grants.has(grantId),
    async revoke(grantId, until) {
      grants.add(grantId);
      await db.transaction(async (tx) => {
        await tx.delete(revokedGrants).where(lt(revokedGrants.until, now()));
        await tx
          .insert(revokedGrants)
          .values({ grantId, until })
          .onConflictDoUpdate({
            target: revokedGrants.grantId,
            set: { until: sql`greatest(${revokedGrants.until}, excluded.until)` },
          });
      });
    },
    get size() {
      return grants.size;
    },
    close: unsubscribe,
  };
}

/**
 * Refuses tokens of a revoked grant (a sign-out), after `inner` has checked everything else; put it outside any
 * cache of verified tokens so a revocation counts at once.
 */
export function refuseRevokedTokens(inner: TokenVerifier, list: Pick<RevocationList, 'has'>): TokenVerifier {
  return {
    async verify(token): Promise<AuthIdentity> {
      const identity = await inner.verify(token);
      if (identity.grant !== undefined && list.has(identity.grant))
        throw new InvalidTokenError('token of a signed-out session');
      return identity;
    },
  };
}
