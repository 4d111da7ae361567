import type { UserSpaceLike } from './UserSpaceTree';

/** A user space with one organization, two branches and their projects. */
export const sampleSpace: UserSpaceLike = {
  organizations: [
    {
      id: 1,
      name: 'Acme Research',
      isAdmin: false,
      branches: [
        { id: 2, name: 'Vision', isAdmin: true, projects: [{ id: 7, name: 'ml-lab', isAdmin: true }] },
        { id: 3, name: 'Speech', isAdmin: false, projects: [{ id: 8, name: 'asr', isAdmin: false }] },
      ],
    },
  ],
};
