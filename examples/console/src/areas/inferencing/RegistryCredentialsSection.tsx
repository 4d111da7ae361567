import { inferencingCredentialsQuery, useConsoleClient, useDeploymentAction, useToasts } from '@console/react';
import { RegistryCredentials } from '@console/widgets';
import { useQuery } from '@tanstack/react-query';

/** The caller's registry credentials, for custom images from a private registry. */
export function RegistryCredentialsSection() {
  const client = useConsoleClient();
  const toasts = useToasts();
  const credentials = useQuery(inferencingCredentialsQuery(client));
  const action = useDeploymentAction();
  return (
    <section aria-labelledby="registry-credentials-title">
      <h2 id="registry-credentials-title" className="mb-2 text-lg font-semibold text-slate-900">
        Registry credentials
      </h2>
      <RegistryCredentials
        credentials={credentials.data}
        loading={credentials.isPending}
        error={credentials.error}
        onRetry={() => void credentials.refetch()}
        onSave={async (body) => {
          await action.mutateAsync({ kind: 'save-credentials', body });
          toasts.show({ severity: 'success', summary: 'Credentials saved', detail: body.source });
        }}
      />
    </section>
  );
}
