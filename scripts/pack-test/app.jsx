// The scratch app of scripts/pack-test.mjs: it imports the packed packages the way a host outside this
// workspace would, and renders a presentational widget from props and a connected panel inside
// ConsoleProvider, against an in-page admin API (no network).
import '@console/widgets/styles.css';
import { createMemoryTokenStore, StoreKey } from '@console/core';
import { createConsoleClient } from '@console/core/client';
import { ConsoleProvider } from '@console/react';
import { OrganizationsPanel, OrganizationsTable } from '@console/widgets/organizations';
import { createRoot } from 'react-dom/client';

const organization = (id, name) => ({
  id,
  name,
  logo: null,
  description: '',
  contactEmail: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  branchCount: 1,
  projectCount: 2,
  userCount: 3,
  isAdmin: true,
});
const me = { id: 1, email: 'ada@example.test', name: 'Ada', isSuperAdmin: true, totalUnreadNotification: 0 };
const answers = {
  '/api/users/info': me,
  '/api/users/space': { isSuperAdmin: true, organizations: [] },
  '/api/organizations': { items: [organization(7, 'Packed Panel Org')], pageIndex: 0, pageSize: 10, total: 1 },
};

/** The admin API in the page: records each call (and its bearer) for the test to read. */
window.calls = [];
async function fakeFetch(input, init) {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  window.calls.push({ path, authorization: request.headers.get('authorization') });
  const body = answers[path];
  return body
    ? Response.json(body)
    : Response.json({ message: `No answer for ${request.method} ${path}` }, { status: 404 });
}

const tokenStore = createMemoryTokenStore();
tokenStore.set(StoreKey.AccessToken, 'packed-access-token');
const client = createConsoleClient({
  apiBase: `${location.origin}/api`,
  oidc: {
    endpoints: {
      authorization: `${location.origin}/auth`,
      token: `${location.origin}/token`,
      logout: `${location.origin}/logout`,
    },
  },
  tokenStore,
  fetch: fakeFetch,
  locks: null,
  createChannel: null,
});

const staticPage = { items: [organization(3, 'Props Only Org')], pageIndex: 0, pageSize: 10, total: 1 };

createRoot(document.getElementById('root')).render(
  <>
    <section aria-label="presentational">
      <OrganizationsTable page={staticPage} />
    </section>
    <section aria-label="connected">
      <ConsoleProvider client={client}>
        <OrganizationsPanel />
      </ConsoleProvider>
    </section>
  </>,
);
