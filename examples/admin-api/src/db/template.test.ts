import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('in-memory databases in tests', () => {
  it('start from the migrated template the run made, and each is its own', async () => {
    expect(process.env.PGLITE_TEMPLATE).toMatch(/console-pglite-template-\d+\.tar$/);
    const [a, b] = await Promise.all([openDatabase({ dataDir: 'memory://' }), openDatabase({ dataDir: 'memory://' })]);
    try {
      const tables = await a.pglite?.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      expect(tables?.rows[0]?.n).toBeGreaterThan(20);
      await a.pglite?.query('create table only_in_a (id int)');
      const inB = await b.pglite?.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'only_in_a'",
      );
      expect(inB?.rows[0]?.n).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
