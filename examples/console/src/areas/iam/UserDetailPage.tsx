import { useSelection, useToasts } from '@console/react';
import { ErrorState } from '@console/widgets';
import { UserDetailPanel } from '@console/widgets/iam';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';
import { userScope } from './userScope';

/** One user: status, roles, what they can see; activate / deactivate, re-invite and assign to a project. */
export function UserDetailPage() {
  const id = useRouteId();
  const base = useModuleBase();
  const { selection } = useSelection();
  const toasts = useToasts();
  const scope = userScope(base, selection) ?? {};

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="User Detail" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such user' }} />
      ) : (
        <UserDetailPanel
          userId={id}
          {...scope}
          onActiveChanged={(_, active) =>
            toasts.show({ severity: 'success', summary: active ? 'User activated' : 'User deactivated' })
          }
          onReinvited={(user) =>
            toasts.show({ severity: 'success', summary: 'Invitation sent again', detail: user.email })
          }
          onAssigned={(_, project) =>
            toasts.show({ severity: 'success', summary: 'Role assigned', detail: project.label })
          }
        />
      )}
    </section>
  );
}
