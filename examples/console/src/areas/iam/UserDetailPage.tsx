import { useSelection, useToasts } from '@console/react';
import { ErrorState } from '@console/widgets';
import { UserDetailPanel } from '@console/widgets/iam';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';
import { userScope } from './userScope';

/** One user: status, roles, what they can see; activate / deactivate, re-invite and assign to a project. */
export function UserDetailPage() {
  const id = useRouteId();
  const t = useAreaMessages();
  const base = useModuleBase();
  const { selection } = useSelection();
  const toasts = useToasts();
  const scope = userScope(base, selection) ?? {};

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.userDetail} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.user }} />
      ) : (
        <UserDetailPanel
          userId={id}
          {...scope}
          onActiveChanged={(_, active) =>
            toasts.show({ severity: 'success', summary: active ? t.toasts.userActivated : t.toasts.userDeactivated })
          }
          onReinvited={(user) =>
            toasts.show({ severity: 'success', summary: t.toasts.invitationSentAgain, detail: user.email })
          }
          onAssigned={(_, project) =>
            toasts.show({ severity: 'success', summary: t.toasts.roleAssigned, detail: project.label })
          }
        />
      )}
    </section>
  );
}
