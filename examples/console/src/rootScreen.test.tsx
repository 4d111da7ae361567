import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from './testing/renderConsole';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('the root screen', () => {
  it('shows a spinner while user info loads, then the routed page with its title', async () => {
    let resolve: (v: unknown) => void = () => {};
    renderConsole('/org-module/tickets', {
      info: () => new Promise((r) => (resolve = r)),
      selection: { organization: { id: 1 } },
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your workspace…');
    resolve({ id: 1, email: 'olga@demo.test', name: 'Olga', isSuperAdmin: false, totalUnreadNotification: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('console-Tickets'));
  });

  it('shows the error text when user info cannot be loaded', async () => {
    renderConsole('/org-module/tickets', {
      info: async () => {
        throw new Error('Could not connect to the server');
      },
      selection: { organization: { id: 1 } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not connect to the server');
  });
});

describe('module layout', () => {
  it('lists exactly the module navigation and names fixed breadcrumb parents', async () => {
    renderConsole('/org-module/project/create', { selection: { organization: { id: 1 } } });
    expect(await screen.findByRole('heading', { level: 1, name: /^create project$/i })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Organization module' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Branches',
      'Projects',
      'Cluster Overview',
      'Notifications',
      'Ticket Dashboard',
      'SLA List',
      'Tickets',
      'IAM',
      'Audit Log',
      'Capacity',
      'Quota Requests',
      'Costs',
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/org-module/projects');
  });

  it('gives an update route the page the user came from as its breadcrumb parent', async () => {
    const { router } = renderConsole('/org-module/branches', { selection: { organization: { id: 1 } } });
    // The page's own heading (labelling its section), not the loading frame's, which names the page too.
    expect(await screen.findByRole('region', { name: 'Branches' })).toBeTruthy();
    await router.navigate({ href: '/org-module/project/update/100' });
    expect(await screen.findByRole('heading', { level: 1, name: /^update project$/i })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Branches' }).getAttribute('href')).toBe('/org-module/branches');
  });
});
