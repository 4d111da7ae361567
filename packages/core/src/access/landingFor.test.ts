import { describe, expect, it } from 'vitest';
import type { UserSpace } from '../api';
import { space } from '../testing/space';
import { landingFor } from './landingFor';
import { decideModuleEntry, moduleOfPath } from './moduleEntry';
import { computeRole } from './role';
import type { SpaceLike } from './selection';

const only = (organizations: SpaceLike['organizations']): SpaceLike => ({ isSuperAdmin: false, organizations });
const branch22 = space.organizations[1]?.branches[1];
const org2 = space.organizations[1];

describe('landingFor', () => {
  it.each<[string, SpaceLike, string, object]>([
    ['super admin', { isSuperAdmin: true, organizations: [] }, '/super-admin/organizations', {}],
    ['organization admin', space, '/org-module/branches', { organization: { id: 1 } }],
    [
      'branch admin',
      only(org2 ? [org2] : []),
      '/branch-module/branches',
      { organization: { id: 2 }, branch: { id: 21 } },
    ],
    [
      'project admin',
      only([{ id: 2, isAdmin: false, branches: branch22 ? [branch22] : [] }]),
      '/project-module/project-panel?active=0',
      {
        organization: { id: 2 },
        branch: { id: 22 },
        project: {
          id: 221,
          isHaveJupyterhub: false,
          isHaveHarbor: false,
          isHaveGitlab: true,
          isHaveMinio: true,
          isHaveArgoCD: true,
        },
      },
    ],
    [
      'project member',
      only([
        {
          id: 3,
          isAdmin: false,
          branches: [{ id: 31, isAdmin: false, projects: [{ id: 311, isAdmin: false, services: [{ id: 1 }] }] }],
        },
      ]),
      '/project-member-module/project-panel?active=0',
      {
        organization: { id: 3 },
        branch: { id: 31 },
        project: {
          id: 311,
          isHaveJupyterhub: false,
          isHaveHarbor: true,
          isHaveGitlab: false,
          isHaveMinio: false,
          isHaveArgoCD: false,
        },
      },
    ],
    [
      'no scope',
      only([{ id: 4, isAdmin: false, branches: [{ id: 41, isAdmin: false, projects: [] }] }]),
      '/forbidden',
      {},
    ],
    ['nothing at all', only([]), '/forbidden', {}],
  ])('%s lands on its page with a selection that lets it in', (_name, userSpace, path, selection) => {
    const landing = landingFor(userSpace);
    expect(landing).toEqual({ path, selection });
    const module = moduleOfPath(landing.path);
    if (module) {
      expect(decideModuleEntry(module, computeRole(userSpace, landing.selection), landing.selection)).toEqual({
        allow: true,
      });
    }
  });

  it('uses configured service ids for the project flags', () => {
    const userSpace = only([
      {
        id: 3,
        isAdmin: false,
        branches: [{ id: 31, isAdmin: false, projects: [{ id: 311, isAdmin: true, services: [{ id: 42 }] }] }],
      },
    ]);
    expect(landingFor(userSpace, { containerRegistry: 42 }).selection.project?.isHaveHarbor).toBe(true);
  });

  it('treats a missing space as no scope', () => {
    expect(landingFor(undefined).path).toBe('/forbidden');
  });

  it('takes the admin API user space as it is', () => {
    const userSpace: UserSpace = {
      isSuperAdmin: false,
      organizations: [
        {
          id: 5,
          name: 'Acme',
          logo: null,
          isAdmin: false,
          branches: [{ id: 6, name: 'Lab', logo: null, isAdmin: true, projects: [] }],
        },
      ],
    };
    const landing = landingFor(userSpace);
    expect(landing.path).toBe('/branch-module/branches');
    expect(computeRole(userSpace, landing.selection).priority).toBe(3);
  });
});
