/** A person who can sign in at the identity provider. `id` is the OIDC subject (`sub`): the decimal user id. */
export interface Account {
  id: string;
  email: string;
  name: string;
  /** Inactive accounts cannot sign in and their refresh tokens stop working. */
  active: boolean;
  /** A hash from `hashPassword`; null for an account that has no password yet (for example, invited). */
  passwordHash: string | null;
}

/**
 * Where the provider looks accounts up. The provider trims and lower-cases the email before calling
 * `findByEmail`, so a store should compare emails case-insensitively (e.g. `lower(email) = $1`).
 */
export interface AccountStore {
  findByEmail(email: string): Promise<Account | undefined>;
  findById(id: string): Promise<Account | undefined>;
}

/** An AccountStore over a fixed list, for tests and demos. */
export function createMemoryAccountStore(accounts: readonly Account[]): AccountStore {
  const copy = (account: Account | undefined) => (account ? { ...account } : undefined);
  return {
    async findByEmail(email) {
      const wanted = email.trim().toLowerCase();
      return copy(accounts.find((account) => account.email.toLowerCase() === wanted));
    },
    async findById(id) {
      return copy(accounts.find((account) => account.id === id));
    },
  };
}
