import type { UserSpace } from '@console/core';
import { describe, expect, it } from 'vitest';
import { assignableProjects, inviteScopes } from './inviteScopes';

const space = (isSuperAdmin: boolean, orgAdmin: boolean, branchAdmin: boolean, projectAdmin: boolean): UserSpace => ({
  isSuperAdmin,
  organizations: [
    {
      id: 1,
      name: 'Acme',
      logo: null,
      isAdmin: orgAdmin,
      branches: [
        {
          id: 10,
          name: 'Research',
          logo: null,
          isAdmin: branchAdmin,
          projects: [
            { id: 100, name: 'Vision', logo: null, isAdmin: projectAdmin, services: [] },
            { id: 101, name: 'Speech', logo: null, isAdmin: false, services: [] },
          ],
        },
        { id: 11, name: 'Production', logo: null, isAdmin: false, projects: [] },
      ],
    },
    { id: 2, name: 'Globex', logo: null, isAdmin: false, branches: [] },
  ],
});
const keys = (s: UserSpace, scope: Parameters<typeof inviteScopes>[1]) => inviteScopes(s, scope).map((x) => x.key);

describe('inviteScopes', () => {
  it('offers a super admin every organization, branch and project', () => {
    expect(keys(space(true, false, false, false), {})).toEqual([
      'org:1',
      'branch:10',
      'project:100',
      'project:101',
      'branch:11',
      'org:2',
    ]);
  });

  it('keeps an organization admin inside the selected organization', () => {
    expect(keys(space(false, true, false, false), { organizationId: 1 })).toEqual([
      'org:1',
      'branch:10',
      'project:100',
      'project:101',
      'branch:11',
    ]);
  });

  it('offers a branch admin their branch and its projects, never the organization or a sibling branch', () => {
    expect(keys(space(false, false, true, false), { branchId: 10 })).toEqual([
      'branch:10',
      'project:100',
      'project:101',
    ]);
  });

  it('offers a project admin only the projects they administer', () => {
    expect(keys(space(false, false, false, true), { projectId: 100 })).toEqual(['project:100']);
    expect(keys(space(false, false, false, true), { projectId: 101 })).toEqual([]);
  });

  it('gives each scope the ids an invitation needs', () => {
    const [project] = inviteScopes(space(false, false, false, true), { projectId: 100 });
    expect(project).toMatchObject({
      organizationId: 1,
      branchId: 10,
      projectId: 100,
      label: 'Acme / Research / Vision',
    });
    expect(assignableProjects(space(false, false, true, false), { branchId: 10 }).map((p) => p.id)).toEqual([100, 101]);
    // The form preselects the first role: member, the least privilege.
    expect(project?.roles[0]).toBe('MEMBER');
  });
});
