import type { UserSpace } from '@console/core';

/**
 * A user space for access tests: Acme (1) > Research (10: Vision 100, Speech 101) and Production (11), plus
 * Globex (2) with no branches; the flags say what the user administers.
 */
export const adminSpace = (
  isSuperAdmin: boolean,
  orgAdmin: boolean,
  branchAdmin: boolean,
  projectAdmin: boolean,
): UserSpace => ({
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
