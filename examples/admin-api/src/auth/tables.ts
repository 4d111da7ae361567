import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Grants ended by a sign-out or a revocation at the identity provider. Access tokens are signed JWTs the API checks
 * on its own, so a token of an ended grant would be accepted until it expires; every instance refuses tokens whose
 * grant is listed here. A row is needed only while such a token could still be valid (`until`), then swept.
 */
export const revokedGrants = pgTable(
  'revoked_grants',
  {
    grantId: text('grant_id').primaryKey(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_grants_until_idx').on(t.until)],
);
