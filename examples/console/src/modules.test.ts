import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { modules, shellPages, shellPageTitle } from './modules';
import type { RouterContext } from './routerContext';
import { routeTree } from './routeTree.gen';

// Only the route table is inspected; nothing is loaded, so the context is never read.
const router = createRouter({ routeTree, context: {} as RouterContext });
const routePaths = new Set(Object.keys(router.routesByPath).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)));

describe('the module table and the route tree', () => {
  it.each(modules.map((m) => [m.id, m] as const))('%s: every page of the table is a route', (_id, m) => {
    for (const p of m.pages) expect(routePaths).toContain(`/${m.id}/${p.path}`);
  });

  it('has no module route that the table does not list (navigation lists exactly the module routes)', () => {
    const tablePaths = new Set(modules.flatMap((m) => [`/${m.id}`, ...m.pages.map((p) => `/${m.id}/${p.path}`)]));
    const moduleRoutes = [...routePaths].filter((p) => modules.some((m) => p.startsWith(`/${m.id}`)));
    expect(moduleRoutes.filter((p) => !tablePaths.has(p))).toEqual([]);
  });

  it('has the public routes of spec section 2', () => {
    for (const p of ['/', '/callback', '/login', '/not-authenticated', '/not-found', '/forbidden']) {
      expect(routePaths).toContain(p);
    }
  });

  it('keeps the project-member module to its pages (deployments: only those granted, no create; capacity of their own work)', () => {
    const member = modules.find((m) => m.id === 'project-member-module');
    expect(member?.pages.map((p) => p.path).sort()).toEqual(
      [
        'capacity',
        'jupyter-notebooks',
        'notifications',
        'project-panel',
        'ticket/create',
        'ticket/detail/$id',
        'tickets',
        'triton-inference',
        'triton-inference/$id',
        'triton-inference/update/$id',
      ].sort(),
    );
  });

  it('guards every Jupyter page with the Jupyter rule', () => {
    for (const m of modules) {
      for (const p of m.pages) expect(Boolean(p.jupyter)).toBe(p.path.startsWith('jupyter'));
    }
  });
});

describe('shellPageTitle', () => {
  it('names the navigation pages a shell can head before the app runs, and no other page', () => {
    expect(shellPageTitle('/super-admin/organizations')).toBe('organizations');
    expect(shellPageTitle('/org-module/branches/')).toBe('branches');
    expect(shellPageTitle('/project-module/project-panel')).toBe('projectPanel');
    expect(shellPageTitle('/org-module/branch/create')).toBeUndefined();
    expect(shellPageTitle('/org-module/branch/7')).toBeUndefined();
    expect(shellPageTitle('/')).toBeUndefined();
    // Every module's navigation is in the table, and only it.
    for (const module of modules)
      for (const page of module.pages)
        expect(shellPages()[`/${module.id}/${page.path}`]).toBe(page.nav ? page.title : undefined);
  });
});
