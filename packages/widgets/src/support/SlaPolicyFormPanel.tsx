import type { SlaPolicy } from '@console/core';
import { slaPolicyQuery, useConsoleClient, useCreateSlaPolicy, useUpdateSlaPolicy } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
import { FormPanelGate } from '../panel/FormPanelGate';
import { EmptyState } from '../state/EmptyState';
import type { Appearance } from '../theme/appearance';
import { SlaPolicyForm } from './SlaPolicyForm';

export type SlaPolicyFormPanelProps = (
  | {
      /** Creates a policy for this organization. */
      organizationId: number;
      policyId?: undefined;
    }
  | {
      organizationId?: undefined;
      /** The policy to edit (fetched); only its managers (the organization's admins) may. */
      policyId: number;
    }
) & {
  /** The zone a new policy starts in (the browser's, say). */
  defaultTimeZone?: string | undefined;
  /** Called with what the server saved (toast it). */
  onSaved?: ((policy: SlaPolicy) => void) | undefined;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
};

/**
 * Creates an SLA policy for an organization, or edits one, inside `ConsoleProvider`: fetches it, validates, saves,
 * and puts the server's 400/409 field errors on the fields they name. The one place an SLA policy is saved.
 */
export function SlaPolicyFormPanel(props: SlaPolicyFormPanelProps) {
  const { organizationId, policyId, defaultTimeZone, onSaved, onCancel, appearance } = props;
  const client = useConsoleClient();
  const query = useQuery({ ...slaPolicyQuery(client, policyId ?? 0), enabled: policyId !== undefined });
  const create = useCreateSlaPolicy();
  const update = useUpdateSlaPolicy();
  const t = useMessages({ support: supportEn }).support.sla.policies;
  return (
    <FormPanelGate
      value={query.data}
      editing={policyId !== undefined}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {(policy) =>
        policy && !policy.canManage ? (
          <EmptyState title={policy.name} description={t.onlyAdminsChange} />
        ) : (
          <SlaPolicyForm
            key={policy?.id ?? 'new'}
            mode={policy ? 'update' : 'create'}
            {...(policy ? { policy } : {})}
            {...(defaultTimeZone ? { defaultTimeZone } : {})}
            onSubmit={async (input) => {
              const saved = policy
                ? await update.mutateAsync({ id: policy.id, body: input })
                : await create.mutateAsync({ ...input, organizationId: organizationId ?? 0 });
              onSaved?.(saved);
            }}
            {...(onCancel ? { onCancel } : {})}
            {...(appearance ? { appearance } : {})}
          />
        )
      }
    </FormPanelGate>
  );
}
