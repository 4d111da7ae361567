/** The part of a user space the tree shows; core's `UserSpace` fits. */
export interface UserSpaceLike {
  organizations: readonly {
    id: number;
    name: string;
    isAdmin: boolean;
    branches: readonly {
      id: number;
      name: string;
      isAdmin: boolean;
      projects: readonly { id: number; name: string; isAdmin: boolean }[];
    }[];
  }[];
}

const admin = (isAdmin: boolean) => (isAdmin ? ' (admin)' : '');

/** What a user can see, as nested lists: organizations, their branches, their projects. */
export function UserSpaceTree({ space }: { space: UserSpaceLike }) {
  if (space.organizations.length === 0) return <p data-slot="state-description">No access anywhere yet.</p>;
  return (
    <ul data-slot="space-tree" aria-label="User space">
      {space.organizations.map((org) => (
        <li key={org.id}>
          {org.name}
          {admin(org.isAdmin)}
          {org.branches.length > 0 ? (
            <ul>
              {org.branches.map((branch) => (
                <li key={branch.id}>
                  {branch.name}
                  {admin(branch.isAdmin)}
                  {branch.projects.length > 0 ? (
                    <ul>
                      {branch.projects.map((project) => (
                        <li key={project.id}>
                          {project.name}
                          {admin(project.isAdmin)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
