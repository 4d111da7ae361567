import type { Cluster } from '@console/core';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { StatusBadge } from '../status/StatusBadge';

export interface ClusterSourceNoteProps {
  cluster: Pick<Cluster, 'source'> | undefined;
}

/** Where a cluster's numbers come from: "Measured" by the platform's metrics engine, or "Simulated" and said so. */
export function ClusterSourceNote({ cluster }: ClusterSourceNoteProps) {
  const t = useMessages({ clusters: clustersEn }).clusters.source;
  // A server older than the field says nothing either way.
  if (!cluster?.source) return null;
  const said = t[cluster.source];
  return (
    <p data-slot="cluster-source" data-source={cluster.source}>
      <StatusBadge tone={cluster.source === 'measured' ? 'success' : 'warning'}>{said.label}</StatusBadge>
      <span>{said.help}</span>
    </p>
  );
}
