import { inferencingCredentialsQuery, useConsoleClient, useDeploymentAction, useToasts } from '@console/react';
import { SectionCard } from '@console/widgets';
import { RegistryCredentials } from '@console/widgets/inferencing';
import { useQuery } from '@tanstack/react-query';

/** The caller's registry credentials, for custom images from a private registry. */
export function RegistryCredentialsSection() {
  const client = useConsoleClient();
  const toasts = useToasts();
  const credentials = useQuery(inferencingCredentialsQuery(client));
  const action = useDeploymentAction();
  return (
    <SectionCard
      title="Registry credentials"
      headingId="registry-credentials-title"
      description="For custom images from a private registry; saved secrets are only shown masked."
    >
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
    </SectionCard>
  );
}
