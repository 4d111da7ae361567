import { auditRetentionQuery, useConsoleClient, useSetAuditRetention } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appearance } from '../theme/appearance';
import { AuditRetentionForm } from './AuditRetentionForm';

export interface AuditRetentionPanelProps {
  /** The organization whose retention is shown and changed (its admins and super admins may). */
  organizationId: number;
  /** The organization's name, for the form's accessible name. */
  organizationName?: string | undefined;
  /** Called after a new retention was saved. */
  onSaved?: ((days: number) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * An organization's audit retention inside `ConsoleProvider`: reads the days in force, and saves a new number
 * (the server sweeps older entries). The server's 400 on the field shows on the field.
 */
export function AuditRetentionPanel(props: AuditRetentionPanelProps) {
  const { organizationId, onSaved } = props;
  const client = useConsoleClient();
  const retention = useQuery(auditRetentionQuery(client, organizationId));
  const save = useSetAuditRetention();
  const [saved, setSaved] = useState<{ organizationId: number; days: number } | null>(null);
  return (
    <AuditRetentionForm
      organizationName={props.organizationName}
      days={retention.data?.days}
      loading={retention.isPending}
      error={retention.error}
      onRetry={() => void retention.refetch()}
      savedDays={saved?.organizationId === organizationId ? saved.days : null}
      onSave={async (days) => {
        const answer = await save.mutateAsync({ organizationId, days });
        setSaved({ organizationId, days: answer.days });
        onSaved?.(answer.days);
      }}
      appearance={props.appearance}
    />
  );
}
