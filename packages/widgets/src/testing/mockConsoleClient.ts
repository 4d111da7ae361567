import { createMemoryTokenStore, StoreKey } from '@console/core';
import { type ConsoleClient, createConsoleClient } from '@console/core/client';
import { getResponse, type RequestHandler } from 'msw';

/** The admin API base of the mocked HTTP: `/api` on the page's own origin. */
export const mockApiBase = () => `${window.location.origin}/api`;

/**
 * A real console client (core's HTTP client, typed calls and error normalisation) for a signed-in user, talking
 * to `/api` on the page's origin. In Storybook msw's worker answers; tests pass `handlers` to answer in-process.
 */
export function mockConsoleClient(handlers?: readonly RequestHandler[]): ConsoleClient {
  const tokenStore = createMemoryTokenStore();
  tokenStore.set(StoreKey.AccessToken, 'mock-access-token');
  const origin = window.location.origin;
  return createConsoleClient({
    apiBase: mockApiBase(),
    oidc: {
      endpoints: { authorization: `${origin}/idp/auth`, token: `${origin}/idp/token`, logout: `${origin}/idp/logout` },
    },
    tokenStore,
    locks: null,
    createChannel: null,
    ...(handlers ? { fetch: fetchFrom(handlers) } : {}),
  });
}

/** A `fetch` answered by msw handlers in-process, without a service worker; unmatched requests get a 404. */
export function fetchFrom(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse([...handlers], request);
    return response ?? Response.json({ message: `No mock for ${request.method} ${request.url}` }, { status: 404 });
  };
}
