import type { User, UserSpace } from '@console/core';

/** An organization admin's space for the edit stories and tests: Acme AI administered, Globex only seen. */
export const editorSpace: UserSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 1,
      name: 'Acme AI',
      logo: null,
      isAdmin: true,
      branches: [
        {
          id: 10,
          name: 'Research',
          logo: null,
          isAdmin: true,
          projects: [{ id: 100, name: 'Vision Lab', logo: null, isAdmin: true, services: [] }],
        },
      ],
    },
    {
      id: 2,
      name: 'Globex',
      logo: null,
      isAdmin: false,
      branches: [
        {
          id: 20,
          name: 'Headquarters',
          logo: null,
          isAdmin: false,
          projects: [{ id: 200, name: 'Demand Forecast', logo: null, isAdmin: false, services: [] }],
        },
      ],
    },
  ],
};

const place = (id: number, role: 'ADMIN' | 'MEMBER', org: [number, string], project?: [number, number, string]) => ({
  id,
  scope: project ? ('PROJECT' as const) : ('ORGANIZATION' as const),
  organizationId: org[0],
  organizationName: org[1],
  branchId: project ? project[0] : null,
  branchName: project ? (project[0] === 10 ? 'Research' : 'Headquarters') : null,
  projectId: project ? project[1] : null,
  projectName: project ? project[2] : null,
  role,
});

/** Max, a member of Vision Lab (in Acme AI) and of Demand Forecast (in Globex). */
export const maxMember: User = {
  id: 4,
  email: 'max@acme.test',
  name: 'Max Member',
  isActive: true,
  isNewUser: false,
  isSuperAdmin: false,
  lastSignIn: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-01-04T08:00:00.000Z',
  assignments: [
    place(3, 'MEMBER', [1, 'Acme AI'], [10, 100, 'Vision Lab']),
    place(9, 'MEMBER', [2, 'Globex'], [20, 200, 'Demand Forecast']),
  ],
};

/** Max with only the Vision Lab role: everything of his is the editor's to change. */
export const maxInAcme: User = { ...maxMember, assignments: maxMember.assignments.slice(0, 1) };
