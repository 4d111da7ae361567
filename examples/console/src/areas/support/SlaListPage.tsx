import { useRole, useSelection, useToasts } from '@console/react';
import { useNavigation } from '@console/widgets';
import { SlaPoliciesPanel } from '@console/widgets/support';
import { useAreaMessages } from '../../i18n/areaMessages';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** The SLA policies of the selected organization (all of them for super admins); organization admins manage them. */
export function SlaListPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const toasts = useToasts();
  const organizationId = base === '/super-admin' ? undefined : selection.organization?.id;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.slaList} />
      <SlaPoliciesPanel
        organizationId={organizationId}
        policyHref={(p) => `${base}/sla/update/${p.id}`}
        canCreate={allowAt(role?.priority, Role.OrganizationAdmin, t.reasons.onlyOrganizationAdminsCreateSla)}
        onCreate={() => navigate(`${base}/sla/create`)}
        onDeleted={(p) => toasts.show({ severity: 'success', summary: t.toasts.slaPolicyDeleted, detail: p.name })}
      />
    </section>
  );
}
