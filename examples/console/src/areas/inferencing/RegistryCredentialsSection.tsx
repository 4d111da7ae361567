import { useToasts } from '@console/react';
import { SectionCard } from '@console/widgets';
import { RegistryCredentialsPanel } from '@console/widgets/inferencing';

/** The caller's registry credentials, for custom images from a private registry. */
export function RegistryCredentialsSection() {
  const toasts = useToasts();
  return (
    <SectionCard
      title="Registry credentials"
      headingId="registry-credentials-title"
      description="For custom images from a private registry; saved secrets are only shown masked."
    >
      <RegistryCredentialsPanel
        onSaved={(saved) => toasts.show({ severity: 'success', summary: 'Credentials saved', detail: saved.source })}
      />
    </SectionCard>
  );
}
