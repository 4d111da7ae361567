import type { OrganizationDetail } from '@console/core';
import { organizationQuery, useConsoleClient, useCreateOrganization, useUpdateOrganization } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { FormPanelGate } from '../panel/FormPanelGate';
import type { Appearance } from '../theme/appearance';
import { OrganizationForm } from './OrganizationForm';

export interface OrganizationFormPanelProps {
  /** The organization to edit (fetched); left out, with `organization` too, the panel creates one. */
  organizationId?: number | undefined;
  /** The organization to edit when the host already holds it (a list row): nothing is fetched. */
  organization?: OrganizationDetail | undefined;
  /** Called with what the server saved (toast an edit; the admin API announces a creation live). */
  onSaved?: ((organization: OrganizationDetail) => void) | undefined;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Creates or edits an organization inside `ConsoleProvider`: fetches it, validates, saves, and puts the server's
 * 400/409 field errors on the fields they name. The one place an organization is saved.
 */
export function OrganizationFormPanel({
  organizationId,
  organization,
  onSaved,
  onCancel,
  appearance,
}: OrganizationFormPanelProps) {
  const client = useConsoleClient();
  const id = organization?.id ?? organizationId;
  const query = useQuery({
    ...organizationQuery(client, id ?? 0),
    enabled: organization === undefined && id !== undefined,
  });
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  return (
    <FormPanelGate
      value={organization ?? query.data}
      editing={id !== undefined}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {(current) => (
        <OrganizationForm
          key={current?.id ?? 'new'}
          mode={current ? 'update' : 'create'}
          {...(current ? { initialValues: current } : {})}
          onSubmit={async (input) => {
            // The admin API announces a creation as a live notification; a host with the stream toasts it.
            const saved = current
              ? await update.mutateAsync({ id: current.id, body: input })
              : await create.mutateAsync(input);
            onSaved?.(saved);
          }}
          {...(onCancel ? { onCancel } : {})}
          {...(appearance ? { appearance } : {})}
        />
      )}
    </FormPanelGate>
  );
}
