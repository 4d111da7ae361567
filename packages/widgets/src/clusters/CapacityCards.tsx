import type { Cluster, UtilisationPoint } from '@console/core';
import { CapacityCard } from '../charts/CapacityCard';
import { StatGrid } from '../charts/StatGrid';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { resourceKindsOf } from './resources';

export interface CapacityCardsProps {
  /** The cluster; `undefined` while it loads. */
  cluster: Cluster | undefined;
  /** The latest point of its series, for what is in use now; without it the cards show allocation only. */
  latest?: UtilisationPoint | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * GPUs, CPU and memory of a cluster, each as used inside allocated inside capacity, and the GPU models with
 * how many of each are free for the next workload. A cluster without GPUs gets no GPU card.
 */
export function CapacityCards({ cluster, latest, loading, error, onRetry }: CapacityCardsProps) {
  const messages = useMessages({ clusters: clustersEn });
  const { number } = useFormat();
  const t = messages.clusters;
  return (
    <section data-slot="capacity-cards" aria-label={t.capacity}>
      <StatGrid>
        {resourceKindsOf(messages, { gpus: cluster === undefined || cluster.capacity.gpus > 0 }).map((r) => (
          <CapacityCard
            key={r.kind}
            label={r.label}
            unit={r.unit}
            used={cluster === undefined ? undefined : (latest?.used[r.kind] ?? 0)}
            allocated={cluster?.allocated[r.kind]}
            capacity={cluster?.capacity[r.kind]}
            loading={loading}
            error={error}
            onRetry={onRetry}
          />
        ))}
      </StatGrid>
      {cluster && cluster.gpuModels.length > 0 ? (
        <ul data-slot="gpu-models" aria-label={t.gpuModels}>
          {cluster.gpuModels.map((m) => (
            <li key={m.model}>
              <span data-slot="gpu-model">{m.model}</span>{' '}
              <span>{t.gpuModelCount({ count: number(m.count), free: number(m.available) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
