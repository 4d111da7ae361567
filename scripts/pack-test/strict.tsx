// The strict scratch app of scripts/pack-test.mjs: type-checked with `skipLibCheck: false` (every declaration file
// it reaches, ours and our dependencies', must compile) under `moduleResolution` `bundler` and `node16`, against
// React 18 and React 19, then bundled and run in Node, where it renders ConsoleProvider and connected panels to
// HTML with a mocked admin API.
import { createMemoryTokenStore, StoreKey } from '@console/core';
import { createConsoleClient } from '@console/core/client';
import { ConsoleProvider } from '@console/react';
import { DateField } from '@console/widgets/date';
import { InboxBell } from '@console/widgets/notifications';
import { OrganizationsPanel, OrganizationsTable } from '@console/widgets/organizations';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';

const organization = {
  id: 7,
  name: 'Strict Panel Org',
  logo: null,
  description: '',
  contactEmail: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  branchCount: 1,
  projectCount: 2,
  userCount: 3,
  isAdmin: true,
};

const calls: string[] = [];
const fakeFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  calls.push(new URL(request.url).pathname);
  return Response.json({ message: 'not here' }, { status: 404 });
};

const tokenStore = createMemoryTokenStore();
tokenStore.set(StoreKey.AccessToken, 'strict-access-token');
const client = createConsoleClient({
  apiBase: 'https://console.example.test/api',
  appOrigin: 'https://console.example.test',
  oidc: {
    endpoints: {
      authorization: 'https://console.example.test/auth',
      token: 'https://console.example.test/token',
      logout: 'https://console.example.test/logout',
    },
  },
  tokenStore,
  fetch: fakeFetch,
  locks: null,
  createChannel: null,
});

// A ref on a date field type-checks (and, on React 18, reaches the input through forwardRef).
const dateRef = createRef<HTMLInputElement>();

const html = renderToString(
  <>
    <OrganizationsTable page={{ items: [organization], pageIndex: 0, pageSize: 10, total: 1 }} />
    <ConsoleProvider client={client}>
      <OrganizationsPanel />
      <InboxBell />
    </ConsoleProvider>
    <DateField ref={dateRef} label="Starts" value="2026-01-02" onValueChange={() => {}} />
  </>,
);

const expected = ['Strict Panel Org', 'data-console-widget', 'Starts'];
const missing = expected.filter((text) => !html.includes(text));
if (missing.length) throw new Error(`rendered HTML lacks ${missing.join(', ')}\n${html.slice(0, 2000)}`);
console.log(`  rendered ${html.length} characters of HTML`);
