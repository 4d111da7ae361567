import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { mockAdminApi } from '../testing/mockAdminApi';
import { createMockDb, type MockDb } from '../testing/mockDb';

/** The `msw` a story's `beforeEach` receives from msw-storybook-addon 3. */
export interface StoryMsw {
  use: (...handlers: RequestHandler[]) => void;
}

/**
 * Serves the in-memory admin API to a story through msw's worker. `change` edits the fresh data first (e.g. to
 * empty a list); `before` handlers answer ahead of it (e.g. a failing or never-ending list call).
 */
export function serveMockApi(
  msw: StoryMsw,
  options: { change?: (db: MockDb) => void; before?: RequestHandler[] } = {},
): MockDb {
  const db = createMockDb();
  options.change?.(db);
  msw.use(...(options.before ?? []), ...mockAdminApi(db));
  return db;
}

/** A `GET` on the mocked admin API that never answers, for loading states. */
export const pendingGet = (path: string) =>
  http.get(`*/api${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A `GET` on the mocked admin API that fails with the server's error body. */
export const failingGet = (path: string, status: number, message: string) =>
  http.get(`*/api${path}`, () => HttpResponse.json({ message }, { status }));

/** A write (`post`, `put`, `delete`) on the mocked admin API that fails with the server's error body and no field. */
export const failingWrite = (method: 'post' | 'put' | 'delete', path: string, status: number, message: string) =>
  http[method](`*/api${path}`, () => HttpResponse.json({ message }, { status }));
