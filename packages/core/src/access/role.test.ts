import { describe, expect, it } from 'vitest';
import { space } from '../testing/space';
import { computeRole, Role, toPriority } from './role';
import type { Selection } from './selection';

const project = (id: number) => ({
  id,
  isHaveJupyterhub: false,
  isHaveHarbor: false,
  isHaveGitlab: false,
  isHaveMinio: false,
  isHaveArgoCD: false,
});

describe('computeRole', () => {
  it.each<[string, Selection, number, string]>([
    ['org admin at their org', { organization: { id: 1 } }, 2, 'Organization Admin'],
    [
      'org admin deeper down keeps priority 2',
      { organization: { id: 1 }, branch: { id: 11 }, project: project(111) },
      2,
      'Organization Admin',
    ],
    ['branch admin', { organization: { id: 2 }, branch: { id: 21 } }, 3, 'Branch Admin'],
    [
      'branch admin in their project',
      { organization: { id: 2 }, branch: { id: 21 }, project: project(211) },
      3,
      'Branch Admin',
    ],
    ['project admin', { organization: { id: 2 }, branch: { id: 22 }, project: project(221) }, 4, 'Project Admin'],
    ['project member', { organization: { id: 2 }, branch: { id: 22 }, project: project(222) }, 5, 'Project Member'],
    ['no organization selected', {}, 99, 'Organization not found'],
    ['an unknown organization', { organization: { id: 9 } }, 99, 'Organization not found'],
    ['no branch selected below a plain org', { organization: { id: 2 } }, 99, 'Branch not found'],
    ['a branch of another org', { organization: { id: 2 }, branch: { id: 11 } }, 99, 'Branch not found'],
    [
      'no project selected below a plain branch',
      { organization: { id: 2 }, branch: { id: 22 } },
      99,
      'Project not found',
    ],
    [
      'a project of another branch',
      { organization: { id: 2 }, branch: { id: 22 }, project: project(211) },
      99,
      'Project not found',
    ],
  ])('%s', (_name, selection, priority, label) => {
    expect(computeRole(space, selection)).toEqual({ priority, label });
  });

  it('gives the super admin priority 1 whatever the selection', () => {
    expect(computeRole({ isSuperAdmin: true, organizations: [] }, {})).toEqual({ priority: 1, label: 'Super Admin' });
    expect(computeRole({ ...space, isSuperAdmin: true }, { organization: { id: 9 } }).priority).toBe(Role.SuperAdmin);
  });

  it('gives no access for missing or malformed input', () => {
    expect(computeRole(null, { organization: { id: 1 } }).priority).toBe(99);
    expect(computeRole(undefined, undefined).priority).toBe(99);
    expect(computeRole(space, { organization: { id: '1' as unknown as number } }).priority).toBe(99);
  });
});

describe('toPriority', () => {
  it.each([
    [1, 1],
    [5, 5],
    [99, 99],
    [{ priority: 3, label: 'x' }, 3],
    ['1', 99],
    [null, 99],
    [undefined, 99],
    [0, 99],
    [6, 99],
    [Number.NaN, 99],
    [{ priority: '2' }, 99],
  ])('reads %j as %d', (input, expected) => {
    expect(toPriority(input)).toBe(expected);
  });
});
