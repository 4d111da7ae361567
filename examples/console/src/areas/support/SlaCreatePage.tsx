import { useRole, useSelection, useToasts, useUserSpace } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { localTimeZone } from '@console/widgets/date';
import { SlaPolicyFormPanel } from '@console/widgets/support';
import { useId, useState } from 'react';
import { useAreaMessages } from '../../i18n/areaMessages';
import { atLeast, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates an SLA policy for the selected organization (super admins pick the organization). */
export function SlaCreatePage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const space = useUserSpace();
  const toasts = useToasts();
  const role = useRole();
  const orgSelectId = useId();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const organizationId = base === '/super-admin' ? picked : selection.organization?.id;
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title={t.pages.slaCreate} />
      {role !== undefined && !atLeast(role.priority, Role.OrganizationAdmin) ? (
        <EmptyState title={t.empty.notYoursToCreate} description={t.reasons.onlyOrganizationAdminsCreateSlaSentence} />
      ) : base === '/super-admin' ? (
        <div data-slot="table-filter">
          <label htmlFor={orgSelectId}>{t.pageText.organization}</label>
          <select
            id={orgSelectId}
            value={picked ?? ''}
            onChange={(e) => setPicked(Number(e.target.value) || undefined)}
          >
            <option value="">{t.pageText.chooseOrganization}</option>
            {(space.data?.organizations ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {organizationId === undefined || !atLeast(role?.priority, Role.OrganizationAdmin) ? null : (
        <SlaPolicyFormPanel
          organizationId={organizationId}
          defaultTimeZone={localTimeZone()}
          onSaved={(policy) => {
            toasts.show({ severity: 'success', summary: t.toasts.slaPolicyCreated, detail: policy.name });
            navigate(`${base}/sla`);
          }}
          onCancel={() => navigate(`${base}/sla`)}
        />
      )}
    </section>
  );
}
