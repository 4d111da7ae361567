import type { TenantQuota } from '@console/core';
import { StatCard } from '../charts/StatCard';
import { StatGrid } from '../charts/StatGrid';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { useFormat, useMessages } from '../i18n/useMessages';
import { SectionCard } from '../layout/SectionCard';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';

export interface TenantQuotaCardProps {
  /** The quota; `undefined` while it loads. */
  quota: TenantQuota | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

const RESOURCES = ['gpus', 'cpuCores', 'memoryGiB'] as const;

/**
 * A tenant's quota of GPUs, CPU cores and memory, one card each; for an organization or branch also what it
 * handed down to the tenants below it and the headroom left.
 */
export function TenantQuotaCard({ quota, loading, error, onRetry, appearance }: TenantQuotaCardProps) {
  const messages = useMessages({ capacity: capacityEn });
  const { number } = useFormat();
  const t = messages.capacity.quota;
  const units = { gpus: t.gpuUnit, cpuCores: t.coreUnit, memoryGiB: t.memoryUnit };
  const empty = quota && RESOURCES.every((r) => quota.quota[r] === 0);
  return (
    <SectionCard
      {...(appearance ? { appearance } : {})}
      title={quota ? t.title({ name: quota.name }) : t.heading}
      description={empty ? t.noQuota : quota?.level === 'PROJECT' ? t.projectDescription : t.description}
    >
      <div data-slot="tenant-quota">
        <StatGrid>
          {RESOURCES.map((r) => (
            <StatCard
              key={r}
              label={t[r]}
              unit={units[r]}
              value={quota?.quota[r]}
              loading={loading && !quota}
              error={error}
              onRetry={onRetry}
              description={
                quota && quota.level !== 'PROJECT'
                  ? t.handedDown({ handed: number(quota.handedDown[r]), headroom: number(quota.headroom[r]) })
                  : undefined
              }
            />
          ))}
        </StatGrid>
      </div>
    </SectionCard>
  );
}
