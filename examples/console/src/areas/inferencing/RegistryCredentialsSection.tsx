import { useToasts } from '@console/react';
import { SectionCard } from '@console/widgets';
import { RegistryCredentialsPanel } from '@console/widgets/inferencing';
import { useAreaMessages } from '../../i18n/areaMessages';

/** The caller's registry credentials, for custom images from a private registry. */
export function RegistryCredentialsSection() {
  const toasts = useToasts();
  const t = useAreaMessages();
  return (
    <SectionCard
      title={t.pageText.registryCredentials}
      headingId="registry-credentials-title"
      description={t.pageText.registryCredentialsDescription}
    >
      <RegistryCredentialsPanel
        onSaved={(saved) =>
          toasts.show({ severity: 'success', summary: t.toasts.credentialsSaved, detail: saved.source })
        }
      />
    </SectionCard>
  );
}
