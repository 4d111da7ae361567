import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
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

/** What a user can see, as nested lists: organizations, their branches, their projects. */
export function UserSpaceTree({ space }: { space: UserSpaceLike }) {
  const t = useMessages({ iam: iamEn }).iam.space;
  const admin = (isAdmin: boolean) => (isAdmin ? t.admin : '');
  if (space.organizations.length === 0) return <p data-slot="state-description">{t.empty}</p>;
  return (
    <ul data-slot="space-tree" aria-label={t.label}>
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
