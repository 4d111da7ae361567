/** The ticket list keeps one count and one outline per filter and order, whichever page is asked for. */
import { describe, expect, it } from 'vitest';
import { createReadCache, type ReadCache } from '../../cache/readCache';
import { setupTestStack } from '../../testing/harness';
import { type TicketFilter, ticketPage } from './queries';

const { ctx } = setupTestStack();

describe('ticket pages', () => {
  it('count a filter once, not once per page, whatever else the route hands over', async () => {
    const inner = createReadCache({ ttlMs: 60_000 });
    const loads: string[] = [];
    const reads: ReadCache = {
      ...inner,
      get: (key, load, tables, options) =>
        inner.get(
          key,
          () => {
            loads.push(key);
            return load();
          },
          tables,
          options,
        ),
    };
    const access = { userId: 1, email: 'super@demo.test', name: 'Super', isSuperAdmin: true, grants: [] };
    for (const pageIndex of [0, 3, 1, 2]) {
      // As the route passes its query: the page asked for comes along with the offset.
      const f = { pageIndex, pageSize: 5, offset: pageIndex * 5, limit: 5, sortBy: 'ID' } as TicketFilter;
      await ticketPage(ctx.database.db, access, f, reads);
    }
    expect(loads.filter((k) => k.startsWith('total:'))).toHaveLength(1);
  });
});
