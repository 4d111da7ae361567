import {
  useActivateUser,
  useAssignUser,
  useConsoleClient,
  useReinviteUser,
  userQuery,
  userSpaceOfQuery,
  useSelection,
  useToasts,
  useUserInfo,
  useUserSpace,
} from '@console/react';
import { ErrorState } from '@console/widgets';
import { assignableProjects, UserDetail } from '@console/widgets/iam';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';
import { userScope } from './userScope';

/** One user: status, roles, what they can see; activate / deactivate, re-invite and assign to a project. */
export function UserDetailPage() {
  const client = useConsoleClient();
  const id = useRouteId();
  const base = useModuleBase();
  const { selection } = useSelection();
  const mySpace = useUserSpace();
  const toasts = useToasts();
  const me = useUserInfo().data?.id;
  const scope = userScope(base, selection) ?? {};
  const user = useQuery({ ...userQuery(client, id), enabled: id > 0 });
  const space = useQuery({
    ...userSpaceOfQuery(client, id, {
      ...(scope.organizationId === undefined ? {} : { orgId: scope.organizationId }),
      ...(scope.branchId === undefined ? {} : { branchId: scope.branchId }),
      ...(scope.projectId === undefined ? {} : { projectId: scope.projectId }),
    }),
    enabled: id > 0,
  });
  const activate = useActivateUser();
  const reinvite = useReinviteUser();
  const assign = useAssignUser();
  const projects = mySpace.data ? assignableProjects(mySpace.data, scope) : [];

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="User Detail" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such user' }} />
      ) : (
        <UserDetail
          user={user.data}
          error={user.error}
          onRetry={() => void user.refetch()}
          space={space.data}
          canChangeActive={id === me ? { reason: 'You cannot deactivate yourself' } : true}
          onActiveChange={async (active) => {
            await activate.mutateAsync({ id, active });
            toasts.show({ severity: 'success', summary: active ? 'User activated' : 'User deactivated' });
          }}
          canReinvite={user.data?.isNewUser ? true : { reason: 'They have already signed in' }}
          onReinvite={async () => {
            await reinvite.mutateAsync(id);
            toasts.show({ severity: 'success', summary: 'Invitation sent again', detail: user.data?.email });
          }}
          assignableProjects={projects}
          canAssign={projects.length > 0 ? true : { reason: 'You administer no project here' }}
          onAssign={async (projectId, role) => {
            const target = projects.find((p) => p.id === projectId);
            if (!target) throw new Error('Choose a project you administer');
            await assign.mutateAsync({
              id,
              body: {
                organizationId: target.organizationId,
                ...(target.branchId === undefined ? {} : { branchId: target.branchId }),
                projectId,
                role,
              },
            });
            toasts.show({ severity: 'success', summary: 'Role assigned', detail: target.label });
          }}
        />
      )}
    </section>
  );
}
