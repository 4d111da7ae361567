/**
 * Every statement the project list writes with `statementText` (db/statementText.ts) while its equivalence cases
 * run (listReadsCases.ts: every sort, page, search, filter and role) is the text and values drizzle's own
 * builder writes for it.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { observeStatements } from '../../db/statementText';
import { setupTestStack } from '../../testing/harness';
import { listReadsCases } from './listReadsCases';

describe('the project list, its statements written by statementText', () => {
  // Statements the API wrote through `statementText` while this file's cases ran, each checked against drizzle.
  // (An observer, not a module mock: the admin API's test files share their modules.)
  const reference = new PgDialect();
  let compared = 0;
  let differs = '';
  beforeAll(() => {
    observeStatements((query, ours) => {
      const theirs = reference.sqlToQuery(query);
      if (ours.sql !== theirs.sql || JSON.stringify(ours.params) !== JSON.stringify(theirs.params))
        differs ||= `statementText differs from drizzle:\n${ours.sql}\n${theirs.sql}`;
      compared++;
    });
  });
  listReadsCases(setupTestStack());
  afterAll(() => {
    observeStatements(undefined);
    expect(differs).toBe('');
    // The cases ran the list's statements through it (each compared against drizzle on the way).
    expect(compared).toBeGreaterThan(100);
  });
});
