import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from './RouterLink';

afterEach(cleanup);

/** A router at `path` whose every page renders `links` (the router's own and ours side by side). */
async function renderAt(path: string, links: ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = () => (
    <>
      <p data-testid="page">{path}</p>
      {links}
    </>
  );
  const routes = ['/', '/tickets', '/tickets/$id', '/ticketsx'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: page }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

const anchor = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;
const attributes = (a: HTMLAnchorElement) => Object.fromEntries([...a.attributes].map((x) => [x.name, x.value]));

describe('RouterLink', () => {
  it.each([
    ['/tickets', '/tickets'],
    ['/tickets/7', '/tickets'],
    ['/ticketsx', '/tickets'],
    ['/', '/'],
    ['/tickets', '/'],
    ['/tickets?page=2', '/tickets'],
  ])('renders at %s the anchor the router renders for %s', async (at, to) => {
    await renderAt(
      at,
      <>
        <Link to={to as '/'} className="c">
          router
        </Link>
        <RouterLink to={to} className="c">
          ours
        </RouterLink>
      </>,
    );
    expect(attributes(anchor('ours'))).toEqual(attributes(anchor('router')));
  });

  it('marks the current page active as the router does', async () => {
    await renderAt('/tickets/7', <RouterLink to="/tickets">ours</RouterLink>);
    expect(attributes(anchor('ours'))).toEqual({
      href: '/tickets',
      class: 'active',
      'data-status': 'active',
      'aria-current': 'page',
    });
  });

  it('navigates in the page on a plain click, not on a modified one or with reloadDocument', async () => {
    const router = await renderAt(
      '/',
      <>
        <RouterLink to="/tickets/3">ours</RouterLink>
        <RouterLink to="/tickets/4" reloadDocument>
          reload
        </RouterLink>
      </>,
    );
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    anchor('ours').dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    const reload = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor('reload').dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
    await act(async () => {
      fireEvent.click(anchor('ours'));
    });
    expect(router.state.location.pathname).toBe('/tickets/3');
  });
});
