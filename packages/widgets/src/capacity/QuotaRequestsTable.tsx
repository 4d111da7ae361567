import type { QuotaRequest } from '@console/core';
import { useMemo } from 'react';
import { Button } from '../button/Button';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { amountText, quotaStatusTone } from './quotaLabels';

export interface QuotaRequestsTableProps {
  /** The current page; `undefined` until the first load. */
  page: ListPage<QuotaRequest> | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  onPageChange?: ((pageIndex: number) => void) | undefined;
  /** Shows "Waiting on me" / "All requests" and tells the choice. */
  awaitingMe?: boolean | undefined;
  onAwaitingMeChange?: ((awaitingMe: boolean) => void) | undefined;
  /** Offers "Request more quota" (a project's admins). */
  onCreate?: (() => void) | undefined;
  /** Shown on requests the caller may decide. */
  onApprove?: ((request: QuotaRequest) => void) | undefined;
  onDecline?: ((request: QuotaRequest) => void) | undefined;
  /** Shown on the caller's own pending requests. */
  onWithdraw?: ((request: QuotaRequest) => void) | undefined;
  /** The time relative due times are read against (tests and stories fix it). */
  now?: number | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Quota requests: the project, what was asked and why, where it stands and whose decision it waits on (with
 * its due time), each step so far; approve and decline for the step's deciders, withdraw for the requester.
 * Reasons and comments are plain text.
 */
export function QuotaRequestsTable(props: QuotaRequestsTableProps) {
  const { page, loading, error, onRetry, onPageChange, awaitingMe, onAwaitingMeChange, onCreate, appearance } = props;
  const { onApprove, onDecline, onWithdraw, now } = props;
  const messages = useMessages({ capacity: capacityEn });
  const { number, dateTime, relative } = useFormat();
  const t = messages.capacity.requests;
  const columns = useMemo<DataTableColumn<QuotaRequest>[]>(() => {
    const amount = (a: QuotaRequest['requested']) => amountText(a, messages, number);
    return [
      { id: 'id', header: t.columns.id, width: '4rem', cell: (r) => `#${r.id}` },
      {
        id: 'project',
        header: t.columns.project,
        cell: (r) => (
          <div data-slot="quota-project">
            <span>{r.projectName}</span>
            <span data-slot="muted">
              {r.organizationName} / {r.branchName}
            </span>
          </div>
        ),
      },
      {
        id: 'requested',
        header: t.columns.requested,
        cell: (r) => (
          <div data-slot="quota-requested">
            <strong>{amount(r.requested)}</strong>
            {r.granted ? <span>{t.granted({ amount: amount(r.granted) })}</span> : null}
            <span data-slot="muted" title={t.reason}>
              {r.reason}
            </span>
          </div>
        ),
      },
      {
        id: 'status',
        header: t.columns.status,
        cell: (r) => {
          const waiting = r.steps.at(-1);
          const overdue =
            waiting && waiting.outcome === 'WAITING' && new Date(waiting.dueAt).getTime() < (now ?? Date.now());
          return (
            <div data-slot="quota-status">
              <StatusBadge tone={quotaStatusTone(r.status)}>{t.status[r.status]}</StatusBadge>
              {r.waitingOn ? <span>{t.waitingOn({ who: t.approver[r.waitingOn] })}</span> : null}
              {waiting && waiting.outcome === 'WAITING' ? (
                <span data-slot="muted" title={dateTime(waiting.dueAt)}>
                  {overdue || waiting.breached ? t.overdue : t.due({ when: relative(waiting.dueAt, now) })}
                </span>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'steps',
        header: t.columns.steps,
        cell: (r) => (
          <ol data-slot="quota-steps">
            {r.steps.map((s) => {
              const who = t.approver[s.approver];
              const outcome = t.outcome[s.outcome];
              return (
                <li key={`${s.approver}-${s.startedAt}`}>
                  {s.decidedBy ? t.stepBy({ who, outcome, by: s.decidedBy.name }) : t.stepPlain({ who, outcome })}
                  {s.approved && s.outcome === 'APPROVED' ? ` (${amount(s.approved)})` : ''}
                  {s.comment ? <q>{s.comment}</q> : null}
                </li>
              );
            })}
          </ol>
        ),
      },
      { id: 'requester', header: t.columns.requester, cell: (r) => r.requester.name },
      {
        id: 'actions',
        header: t.columns.actions,
        cell: (r) => (
          <div data-slot="row-actions">
            {r.canDecide && onApprove ? (
              <Button
                variant="primary"
                onClick={() => onApprove(r)}
                aria-label={t.actionOn({ action: t.approve, id: String(r.id) })}
              >
                {t.approve}
              </Button>
            ) : null}
            {r.canDecide && onDecline ? (
              <Button
                variant="secondary"
                onClick={() => onDecline(r)}
                aria-label={t.actionOn({ action: t.decline, id: String(r.id) })}
              >
                {t.decline}
              </Button>
            ) : null}
            {r.canWithdraw && onWithdraw ? (
              <Button
                variant="ghost"
                onClick={() => onWithdraw(r)}
                aria-label={t.actionOn({ action: t.withdraw, id: String(r.id) })}
              >
                {t.withdraw}
              </Button>
            ) : null}
          </div>
        ),
      },
    ];
  }, [t, messages, number, dateTime, relative, now, onApprove, onDecline, onWithdraw]);
  const toolbar = (
    <div data-slot="quota-toolbar">
      {onAwaitingMeChange ? (
        <label data-slot="inline-field">
          <span>{t.filter}</span>
          <select value={awaitingMe ? 'mine' : 'all'} onChange={(e) => onAwaitingMeChange(e.target.value === 'mine')}>
            <option value="mine">{t.awaitingMe}</option>
            <option value="all">{t.all}</option>
          </select>
        </label>
      ) : null}
      {onCreate ? (
        <Button variant="primary" onClick={onCreate}>
          {t.create}
        </Button>
      ) : null}
    </div>
  );
  return (
    <WidgetRoot appearance={appearance} data-slot="quota-requests">
      <DataTable
        label={t.label}
        columns={columns}
        rows={page?.items}
        getRowId={(r) => r.id}
        loading={loading ?? false}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyTitle={t.empty}
        emptyDescription={onCreate ? t.emptyHelp : t.emptyDecider}
        toolbar={toolbar}
        pagination={page && onPageChange ? pagePagination(page, onPageChange) : undefined}
      />
    </WidgetRoot>
  );
}
