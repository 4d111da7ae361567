/**
 * Every statement the project list writes with `statementText` (db/statementText.ts) while its equivalence cases
 * run (listReadsCases.ts: every sort, page, search, filter and role) is the text and values drizzle's own
 * builder writes for it.
 */
import type { SQL } from 'drizzle-orm';
import { afterAll, describe, expect, vi } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { listReadsCases } from './listReadsCases';

/** Statements the API ran through `statementText` while this file's cases ran: each checked against drizzle. */
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../db/statementText', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../db/statementText')>();
  const { PgDialect: Dialect } = await import('drizzle-orm/pg-core');
  const reference = new Dialect();
  return {
    statementText: (query: SQL) => {
      const ours = real.statementText(query);
      const theirs = reference.sqlToQuery(query);
      if (ours.sql !== theirs.sql || JSON.stringify(ours.params) !== JSON.stringify(theirs.params))
        throw new Error(`statementText differs from drizzle:\n${ours.sql}\n${theirs.sql}`);
      compared.count++;
      return ours;
    },
  };
});

describe('the project list, its statements written by statementText', () => {
  listReadsCases(setupTestStack());
  afterAll(() => {
    // The cases ran the list's statements through it (each compared against drizzle on the way).
    expect(compared.count).toBeGreaterThan(100);
  });
});
