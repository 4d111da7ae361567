import { createMemoryTokenStore } from '@console/core';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkJupyter, checkModuleEntry, persistRoleOnSelection, resolveLanding } from './guardDecisions';
import { currentModuleAtom, selectionAtom } from './selection';
import { createSelectionStore } from './selectionStore';
import { demoSpace, fakeClient } from './testing/fakeClient';

function deps(options: Parameters<typeof fakeClient>[0] = {}) {
  const { client, api } = fakeClient(options);
  return { client, api, queryClient: new QueryClient(), store: createSelectionStore() };
}

const orgAdminSpace = () => {
  const space = demoSpace();
  const org = space.organizations[0];
  if (org) org.isAdmin = true;
  return space;
};

describe('router-agnostic guard decisions', () => {
  beforeEach(() => localStorage.clear());

  it('a signed-out visitor is sent to sign-in before anything is loaded', async () => {
    const d = deps({ authenticated: false });
    expect(await checkModuleEntry(d, 'org-module')).toEqual({ kind: 'sign-in' });
    expect(d.api.users.space).not.toHaveBeenCalled();
  });

  it('entering the org module as its admin clears the branch and project', async () => {
    const persist = createMemoryTokenStore();
    const d = { ...deps({ space: orgAdminSpace() }), persist };
    d.store.set(selectionAtom, { organization: { id: 1 }, branch: { id: 10 } });
    expect(await checkModuleEntry(d, 'org-module')).toEqual({ kind: 'allow' });
    expect(persist.get('role')).toBe('2');
    expect(persist.get('module')).toBe('org-module');
    expect(d.store.get(selectionAtom)).toEqual({ organization: { id: 1 } });
    expect(d.store.get(currentModuleAtom)).toBe('org-module');
  });

  it('rewrites the role cookie when the tenant switchers change the selection after a module entry', async () => {
    const persist = createMemoryTokenStore();
    const space = orgAdminSpace();
    space.organizations.push({ id: 2, name: 'Globex', logo: null, isAdmin: false, branches: [] });
    const d = { ...deps({ space }), persist };
    const stop = persistRoleOnSelection(d);
    d.store.set(selectionAtom, { organization: { id: 1 } });
    expect(persist.get('role')).toBeUndefined();
    expect(await checkModuleEntry(d, 'org-module')).toEqual({ kind: 'allow' });
    expect(persist.get('role')).toBe('2');
    d.store.set(selectionAtom, { organization: { id: 2 } });
    expect(persist.get('role')).not.toBe('2');
    const memberRole = persist.get('role');
    d.store.set(selectionAtom, { organization: { id: 1 } });
    expect(persist.get('role')).toBe('2');
    stop();
    d.store.set(selectionAtom, { organization: { id: 2 } });
    expect(persist.get('role')).toBe('2');
    expect(memberRole).toMatch(/^\d+$/);
  });

  it('a member is refused the org module and keeps the selection they had', async () => {
    const d = deps();
    const selection = { organization: { id: 1 }, branch: { id: 10 } };
    d.store.set(selectionAtom, selection);
    expect(await checkModuleEntry(d, 'org-module')).toEqual({ kind: 'redirect', to: '/forbidden' });
    expect(d.store.get(selectionAtom)).toEqual(selection);
  });

  it('landing selects the member project with its service flags and the notebook-hub check', async () => {
    const d = deps();
    expect(await resolveLanding(d)).toBe('/project-member-module/project-panel?active=0');
    expect(d.store.get(selectionAtom).project).toMatchObject({ id: 100, isHaveJupyterhub: true, isHaveHarbor: true });
    expect(d.api.jupyterhub.check).toHaveBeenCalledWith(100);
  });

  it('the Jupyter rule follows the selected project', () => {
    const d = deps();
    const flags = { isHaveHarbor: false, isHaveGitlab: false, isHaveMinio: false, isHaveArgoCD: false };
    d.store.set(selectionAtom, { project: { id: 101, isHaveJupyterhub: false, ...flags } });
    expect(checkJupyter(d)).toEqual({ kind: 'redirect', to: '/forbidden' });
    d.store.set(selectionAtom, { project: { id: 100, isHaveJupyterhub: true, ...flags } });
    expect(checkJupyter(d)).toEqual({ kind: 'allow' });
  });
});
