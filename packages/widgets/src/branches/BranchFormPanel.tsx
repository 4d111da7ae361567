import type { BranchDetail } from '@console/core';
import { branchQuery, useConsoleClient, useCreateBranch, useUpdateBranch } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { FormPanelGate } from '../panel/FormPanelGate';
import type { Appearance } from '../theme/appearance';
import { BranchForm } from './BranchForm';

export type BranchFormPanelProps = (
  | {
      /** Creates a branch in this organization. */
      organizationId: number;
      branchId?: undefined;
      branch?: undefined;
    }
  | {
      organizationId?: undefined;
      /** The branch to edit (fetched). */
      branchId: number;
      branch?: undefined;
    }
  | {
      organizationId?: undefined;
      branchId?: undefined;
      /** The branch to edit when the host already holds it (a list row): nothing is fetched. */
      branch: BranchDetail;
    }
) & {
  /** Called with what the server saved (toast an edit; the admin API announces a creation live). */
  onSaved?: ((branch: BranchDetail) => void) | undefined;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
};

/**
 * Creates a branch in an organization, or edits one, inside `ConsoleProvider`: fetches it, validates, saves, and puts
 * the server's 400/409 field errors on the fields they name. The one place a branch is saved.
 */
export function BranchFormPanel(props: BranchFormPanelProps) {
  const { organizationId, branch, onSaved, onCancel, appearance } = props;
  const client = useConsoleClient();
  const id = branch?.id ?? props.branchId;
  const query = useQuery({ ...branchQuery(client, id ?? 0), enabled: branch === undefined && id !== undefined });
  const create = useCreateBranch();
  const update = useUpdateBranch();
  return (
    <FormPanelGate
      value={branch ?? query.data}
      editing={id !== undefined}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {(current) => (
        <BranchForm
          key={current?.id ?? 'new'}
          mode={current ? 'update' : 'create'}
          {...(current ? { initialValues: current } : {})}
          onSubmit={async (input) => {
            // The admin API announces a creation as a live notification; a host with the stream toasts it.
            const saved = current
              ? await update.mutateAsync({ id: current.id, body: input })
              : await create.mutateAsync({ ...input, organizationId: organizationId ?? 0 });
            onSaved?.(saved);
          }}
          {...(onCancel ? { onCancel } : {})}
          {...(appearance ? { appearance } : {})}
        />
      )}
    </FormPanelGate>
  );
}
