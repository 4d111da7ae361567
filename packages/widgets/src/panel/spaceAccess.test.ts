import type { UserSpace } from '@console/core';
import { describe, expect, it } from 'vitest';
import { adminsBranch, adminsOrganization, allowIf, projectBranchChoices } from './spaceAccess';

const space = (isSuperAdmin: boolean, orgAdmin: boolean, branchAdmin: boolean): UserSpace => ({
  isSuperAdmin,
  organizations: [
    {
      id: 1,
      name: 'Acme',
      logo: null,
      isAdmin: orgAdmin,
      branches: [
        { id: 10, name: 'Research', logo: null, isAdmin: branchAdmin, projects: [] },
        { id: 11, name: 'Production', logo: null, isAdmin: false, projects: [] },
      ],
    },
  ],
});

describe('space access for panel defaults', () => {
  it('knows nothing until the space loads, and hides the action meanwhile', () => {
    expect(adminsOrganization(undefined, 1)).toBeUndefined();
    expect(adminsBranch(undefined, 10)).toBeUndefined();
    expect(allowIf(undefined, 'why')).toBe(false);
    expect(allowIf(false, 'why')).toEqual({ reason: 'why' });
    expect(allowIf(true, 'why')).toBe(true);
  });

  it('lets super admins and organization admins administer everything below', () => {
    expect(adminsOrganization(space(true, false, false), 1)).toBe(true);
    expect(adminsOrganization(space(false, true, false), 1)).toBe(true);
    expect(adminsOrganization(space(false, false, true), 1)).toBe(false);
    expect(adminsBranch(space(false, true, false), 11)).toBe(true);
    expect(adminsBranch(space(false, false, true), 10)).toBe(true);
    expect(adminsBranch(space(false, false, true), 11)).toBe(false);
  });

  it('offers only the branches in scope that the user administers for a new project', () => {
    expect(projectBranchChoices(space(false, false, true), { organizationId: 1 })).toEqual([
      { id: 10, name: 'Research' },
    ]);
    expect(projectBranchChoices(space(false, true, false), { organizationId: 1 }).map((b) => b.id)).toEqual([10, 11]);
    expect(projectBranchChoices(space(false, true, false), { branchId: 11 })).toEqual([{ id: 11, name: 'Production' }]);
    expect(projectBranchChoices(space(false, false, false), { branchId: 10 })).toEqual([]);
    expect(projectBranchChoices(space(true, false, false), { organizationId: 2 })).toEqual([]);
  });
});
