import type { RegistryCredential } from '@console/core';
import { inferencingCredentialsQuery, useConsoleClient, useSaveRegistryCredentials } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { Appearance } from '../theme/appearance';
import { RegistryCredentials } from './RegistryCredentials';

export interface RegistryCredentialsPanelProps {
  /** Called after credentials were saved, with what the server answered (the secret masked). */
  onSaved?: ((credential: RegistryCredential) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The caller's registry credentials inside `ConsoleProvider`: lists them (secrets masked), saves new ones for a
 * registry (replacing that registry's), and puts the server's 400/409 field errors on the fields they name.
 */
export function RegistryCredentialsPanel({ onSaved, appearance }: RegistryCredentialsPanelProps) {
  const client = useConsoleClient();
  const credentials = useQuery(inferencingCredentialsQuery(client));
  const save = useSaveRegistryCredentials();
  return (
    <RegistryCredentials
      credentials={credentials.data}
      loading={credentials.isPending}
      error={credentials.error}
      onRetry={() => void credentials.refetch()}
      onSave={async (body) => {
        const saved = await save.mutateAsync(body);
        onSaved?.(saved);
      }}
      {...(appearance ? { appearance } : {})}
    />
  );
}
