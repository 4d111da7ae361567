import { describe, expect, it } from 'vitest';
import { decideJupyter } from './decideJupyter';
import { clearDeeperSelection, decideModuleEntry, MODULE_IDS, type ModuleId, moduleOfPath } from './moduleEntry';
import type { Selection } from './selection';

const project = {
  id: 7,
  isHaveJupyterhub: true,
  isHaveHarbor: false,
  isHaveGitlab: false,
  isHaveMinio: false,
  isHaveArgoCD: false,
};
const full: Selection = { organization: { id: 1 }, branch: { id: 2 }, project };

/** Spec section 6: which priorities may enter each module (with its selection present). */
const ALLOWED: Record<ModuleId, number[]> = {
  'super-admin': [1],
  'org-module': [1, 2],
  'branch-module': [1, 2, 3],
  'project-module': [1, 2, 3, 4],
  'project-member-module': [1, 2, 3, 4, 5],
};
/** Spec section 6: the selection each module needs. */
const NEEDS: Record<ModuleId, keyof Selection | undefined> = {
  'super-admin': undefined,
  'org-module': 'organization',
  'branch-module': 'branch',
  'project-module': 'project',
  'project-member-module': 'project',
};
const ROLES: unknown[] = [1, 2, 3, 4, 5, 99, '1', null, undefined, 0, { priority: 2, label: 'Organization Admin' }];
const FAMILIES = ['page', 'jupyter'] as const;

const cases = MODULE_IDS.flatMap((module) =>
  ROLES.flatMap((role) => FAMILIES.map((family) => ({ module, role, family }))),
);

describe('decideModuleEntry x route family', () => {
  it.each(cases)('$module, role $role, $family route', ({ module, role, family }) => {
    const priority = typeof role === 'object' && role !== null ? (role as { priority: number }).priority : role;
    const allowedRole = typeof priority === 'number' && ALLOWED[module].includes(priority);
    const route = (selection: Selection) => {
      const entry = decideModuleEntry(module, role, selection);
      return entry.allow && family === 'jupyter' ? decideJupyter(selection) : entry;
    };

    expect(route(full)).toEqual(allowedRole ? { allow: true } : { allow: false, redirect: '/forbidden' });

    const needed = NEEDS[module];
    if (needed) {
      const missing: Selection = { ...full };
      delete missing[needed];
      expect(route(missing)).toEqual({ allow: false, redirect: '/forbidden' });
    }
    if (family === 'jupyter' && allowedRole) {
      const noHub = { ...full, project: { ...project, isHaveJupyterhub: false } };
      expect(route(noHub)).toEqual({ allow: false, redirect: '/forbidden' });
    }
  });

  it('refuses an unknown module', () => {
    expect(decideModuleEntry('admin' as ModuleId, 1, full)).toEqual({ allow: false, redirect: '/forbidden' });
  });
});

describe('decideJupyter', () => {
  it.each([
    [full, true],
    [{ ...full, project: { ...project, isHaveJupyterhub: false } }, false],
    [{}, false],
    [null, false],
  ])('%j -> %s', (selection, allow) => {
    expect(decideJupyter(selection as Selection).allow).toBe(allow);
  });
});

describe('clearDeeperSelection', () => {
  it.each<[ModuleId, Selection]>([
    ['super-admin', {}],
    ['org-module', { organization: { id: 1 } }],
    ['branch-module', { organization: { id: 1 }, branch: { id: 2 } }],
    ['project-module', full],
    ['project-member-module', full],
  ])('entering %s keeps %j', (module, expected) => {
    expect(clearDeeperSelection(module, full)).toEqual(expected);
  });

  it('returns a new object and copes with nothing selected', () => {
    expect(clearDeeperSelection('project-module', full)).not.toBe(full);
    expect(clearDeeperSelection('org-module', undefined)).toEqual({});
  });
});

describe('moduleOfPath', () => {
  it.each([
    ['/org-module/branches', 'org-module'],
    ['/project-member-module/project-panel?active=0', 'project-member-module'],
    ['/super-admin', 'super-admin'],
    ['/login', undefined],
    ['/', undefined],
  ])('%s -> %s', (path, module) => {
    expect(moduleOfPath(path)).toBe(module);
  });
});
