import type { CapacityBoard, CapacityRow, QueuedWorkload, ResourceQuantities } from '@console/core';
import { useCallback, useMemo } from 'react';
import { StatCard } from '../charts/StatCard';
import { StatGrid } from '../charts/StatGrid';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { useFormat, useMessages } from '../i18n/useMessages';
import { SectionCard } from '../layout/SectionCard';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface CapacityBoardViewProps {
  /** The board; `undefined` while it loads. */
  board: CapacityBoard | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

const RESOURCES = ['gpus', 'cpuCores', 'memoryGiB'] as const;

/**
 * A tier's capacity: its quota, allocation, use and free room per resource; the same per tenant one level down (per
 * workload for a project); and the workloads that cannot start yet, why, and their place in the queue.
 */
export function CapacityBoardView({ board, loading, error, onRetry, appearance }: CapacityBoardViewProps) {
  const messages = useMessages({ capacity: capacityEn });
  const { number, dateTime, relative } = useFormat();
  const t = messages.capacity.board;
  const units = { gpus: t.gpuUnit, cpuCores: t.coreUnit, memoryGiB: t.memoryUnit };
  const n = useCallback((v: number) => number(v, { maximumFractionDigits: 1 }), [number]);
  const amount = useCallback(
    (a: ResourceQuantities) => t.amount({ gpus: n(a.gpus), cpuCores: n(a.cpuCores), memoryGiB: n(a.memoryGiB) }),
    [t, n],
  );
  const rowLevel = board?.rowLevel ?? 'PROJECT';
  const stale = loading && !board;

  const columns = useMemo<DataTableColumn<CapacityRow>[]>(
    () => [
      {
        id: 'name',
        header: t.rowLevel[rowLevel],
        cell: (r) => (
          <span data-slot="capacity-name">
            {r.name}
            {r.kind ? <StatusBadge tone="neutral">{t.kind[r.kind]}</StatusBadge> : null}
          </span>
        ),
      },
      { id: 'allocated', header: t.columns.allocated, cell: (r) => amount(r.allocated) },
      ...(rowLevel === 'WORKLOAD'
        ? []
        : [
            {
              id: 'quota',
              header: t.columns.quota,
              cell: (r: CapacityRow) => (r.quota ? amount(r.quota) : t.noQuota),
            },
            { id: 'used', header: t.columns.used, cell: (r: CapacityRow) => (r.used ? amount(r.used) : t.none) },
            { id: 'free', header: t.columns.free, cell: (r: CapacityRow) => (r.free ? amount(r.free) : t.none) },
          ]),
    ],
    [t, rowLevel, amount],
  );

  const queueColumns = useMemo<DataTableColumn<QueuedWorkload>[]>(
    () => [
      {
        id: 'position',
        header: t.queue.columns.position,
        cell: (q) => t.queue.position({ position: number(q.position), total: number(board?.queueLength ?? 0) }),
      },
      { id: 'kind', header: t.queue.columns.kind, cell: (q) => t.kind[q.kind] },
      {
        id: 'workload',
        header: t.queue.columns.workload,
        cell: (q) => (
          <span data-slot="capacity-name">
            {q.name}
            <small>{t.queue.inProject({ project: q.projectName })}</small>
          </span>
        ),
      },
      { id: 'owner', header: t.queue.columns.owner, cell: (q) => q.ownerName },
      { id: 'needs', header: t.queue.columns.needs, cell: (q) => amount(q.request) },
      {
        id: 'reason',
        header: t.queue.columns.reason,
        cell: (q) => (
          <span data-slot="capacity-reason">
            <StatusBadge tone="warning">{t.queue.reason[q.reason]}</StatusBadge>
            <span>{q.detail}</span>
          </span>
        ),
      },
      {
        id: 'since',
        header: t.queue.columns.since,
        cell: (q) => <time dateTime={q.queuedAt}>{relative(q.queuedAt)}</time>,
      },
    ],
    [t, number, relative, amount, board?.queueLength],
  );

  const name = board ? (board.level === 'PLATFORM' ? t.platform : board.name) : undefined;
  return (
    <WidgetRoot appearance={appearance} data-slot="capacity-board">
      <SectionCard title={name ? t.title({ name }) : t.title({ name: '…' })} description={t.description}>
        <StatGrid>
          {RESOURCES.map((r) => (
            <StatCard
              key={r}
              label={t.allocatedOf({ resource: t[r] })}
              unit={units[r]}
              value={board?.allocated[r]}
              loading={stale}
              error={error}
              onRetry={onRetry}
              description={
                board
                  ? [
                      board.quota && board.free
                        ? t.ofQuota({ quota: number(board.quota[r]), free: n(board.free[r]) })
                        : t.noQuota,
                      board.usedAt ? t.usedAt({ used: n(board.used[r]), when: dateTime(board.usedAt) }) : t.notSampled,
                    ].join(' · ')
                  : undefined
              }
            />
          ))}
        </StatGrid>
        <DataTable
          label={t.tableLabel}
          columns={columns}
          rows={board?.rows}
          getRowId={(r) => r.key}
          loading={loading ?? false}
          error={error}
          {...(onRetry ? { onRetry } : {})}
          emptyTitle={t.empty}
          emptyDescription={t.emptyHelp}
        />
      </SectionCard>
      <SectionCard
        title={t.queue.title}
        description={board ? t.queue.description({ total: number(board.queueLength) }) : undefined}
      >
        <DataTable
          label={t.queue.label}
          columns={queueColumns}
          rows={board?.queue}
          getRowId={(q) => `${q.kind}-${q.id}`}
          loading={loading ?? false}
          error={error}
          {...(onRetry ? { onRetry } : {})}
          emptyTitle={t.queue.empty}
          emptyDescription={t.queue.emptyHelp}
        />
      </SectionCard>
    </WidgetRoot>
  );
}
