import { createMemoryTokenStore, StoreKey } from '@console/core';
import { createConsoleClient } from '@console/core/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import callbackSource from '../hosting/callback.js?raw';
import type { RouterContext } from '../routerContext';
import { prefetchOrganizations } from './landingQueries';

const apiBase = 'https://console.example.com/api';

describe("the callback page's early landing request", () => {
  it("is the organizations page's first page exactly as that page's loader asks for it", async () => {
    const early = /ask\('(\/organizations\?[^']*)'\)/.exec(callbackSource)?.[1];
    expect(early).toBeDefined();
    const store = createMemoryTokenStore();
    store.set(StoreKey.AccessToken, 'the-access-token');
    const asked: string[] = [];
    const client = createConsoleClient({
      apiBase,
      oidc: { issuer: 'https://sso.example.com/realms/console' },
      appOrigin: 'https://console.example.com',
      tokenStore: store,
      locks: null,
      createChannel: null,
      fetch: (input) => {
        asked.push(String(input));
        return Promise.resolve(
          new Response('{"data":[],"total":0}', { headers: { 'content-type': 'application/json' } }),
        );
      },
    });
    try {
      prefetchOrganizations({ client, queryClient: new QueryClient() } as unknown as RouterContext);
      await vi.waitFor(() => expect(asked).toEqual([`${apiBase}${early}`]));
    } finally {
      client.destroy();
    }
  });
});
