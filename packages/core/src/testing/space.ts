import type { SpaceLike } from '../access/selection';

/** Test fixture: a user space with one of each kind of assignment. */
export const space: SpaceLike = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 1,
      isAdmin: true,
      branches: [{ id: 11, isAdmin: false, projects: [{ id: 111, isAdmin: false, services: [{ id: 1 }, { id: 5 }] }] }],
    },
    {
      id: 2,
      isAdmin: false,
      branches: [
        { id: 21, isAdmin: true, projects: [{ id: 211, isAdmin: false, services: [] }] },
        {
          id: 22,
          isAdmin: false,
          projects: [
            { id: 221, isAdmin: true, services: [{ id: 2 }, { id: 3 }, { id: 4 }] },
            { id: 222, isAdmin: false, services: null },
          ],
        },
      ],
    },
  ],
};
