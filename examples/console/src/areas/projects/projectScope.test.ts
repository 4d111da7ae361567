import type { UserSpace } from '@console/core';
import { projectBranchChoices } from '@console/widgets/panel';
import { describe, expect, it } from 'vitest';
import { projectScope } from './projectScope';

const space: UserSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 1,
      name: 'Acme',
      logo: null,
      isAdmin: false,
      branches: [
        { id: 10, name: 'Research', logo: null, isAdmin: true, projects: [] },
        { id: 11, name: 'Production', logo: null, isAdmin: false, projects: [] },
      ],
    },
  ],
};

describe('projects in the current selection', () => {
  it('offers only branches the user administers, and in the branch module only the selected one', () => {
    const choices = (base: string, selection: Parameters<typeof projectScope>[1]) =>
      projectBranchChoices(space, projectScope(base, selection) ?? {});
    expect(choices('/org-module', { organization: { id: 1 } })).toEqual([{ id: 10, name: 'Research' }]);
    expect(choices('/branch-module', { organization: { id: 1 }, branch: { id: 11 } })).toEqual([]);
    expect(choices('/org-module', { organization: { id: 2 } })).toEqual([]);
  });

  it('lists the organization in the org module and the branch in the branch module', () => {
    const selection = { organization: { id: 1 }, branch: { id: 10 } };
    expect(projectScope('/org-module', selection)).toEqual({ organizationId: 1 });
    expect(projectScope('/branch-module', selection)).toEqual({ branchId: 10 });
    expect(projectScope('/branch-module', { organization: { id: 1 } })).toBeNull();
  });
});
