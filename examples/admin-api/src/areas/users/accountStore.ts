import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Account, AccountStore } from '../../idp/accounts';
import { users } from './tables';

const toAccount = (u: typeof users.$inferSelect): Account => ({
  id: String(u.id),
  email: u.email,
  name: u.name,
  active: u.active,
  passwordHash: u.passwordHash,
});

/** The identity provider's accounts, read from the users table (the OIDC subject is the user id). */
export function createDbAccountStore(db: Db): AccountStore {
  return {
    async findByEmail(email) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row ? toAccount(row) : undefined;
    },
    async findById(id) {
      if (!/^\d{1,10}$/.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.id, Number(id)));
      return row ? toAccount(row) : undefined;
    },
  };
}
