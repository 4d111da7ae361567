import type { Ticket } from '@console/core';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
import { StatusBadge } from '../status/StatusBadge';
import { targetState, targetText } from './timeToBreach';
import { useNow } from './useNow';

export interface SlaClockProps {
  ticket: Pick<
    Ticket,
    | 'slaPolicyName'
    | 'firstResponseDueAt'
    | 'resolutionDueAt'
    | 'firstRespondedAt'
    | 'resolvedAt'
    | 'firstResponseBreached'
    | 'resolutionBreached'
    | 'slaPausedSince'
  >;
  /** A fixed instant instead of the ticking clock (stories, tests). */
  now?: Date;
}

/** The ticket's SLA targets with a live time-to-breach: due times, time left, breaches. */
export function SlaClock({ ticket, now: fixed }: SlaClockProps) {
  const ticking = useNow(1000);
  const messages = useMessages({ common: commonEn, support: supportEn });
  const format = useFormat();
  const t = messages.support.sla.clock;
  const now = fixed ?? ticking;
  const rows = [
    {
      name: t.firstResponse,
      due: ticket.firstResponseDueAt,
      state: targetState(ticket.firstResponseDueAt, ticket.firstRespondedAt, ticket.firstResponseBreached, now),
    },
    {
      name: t.resolution,
      due: ticket.resolutionDueAt,
      state: targetState(
        ticket.resolutionDueAt,
        ticket.resolvedAt,
        ticket.resolutionBreached,
        now,
        ticket.slaPausedSince,
      ),
    },
  ];
  if (ticket.slaPolicyName === null) {
    return (
      <section data-slot="sla-clock" aria-label={t.label}>
        <h2 data-slot="sla-clock-title">{t.label}</h2>
        <p>{t.none}</p>
      </section>
    );
  }
  return (
    <section data-slot="sla-clock" aria-label={t.label}>
      <h2 data-slot="sla-clock-title">{t.label}</h2>
      <p data-slot="sla-policy">{t.policy({ name: ticket.slaPolicyName })}</p>
      <dl>
        {rows.map((r) => (
          <div key={r.name} data-slot="sla-target" data-state={r.state.kind}>
            <dt>{t.due({ name: r.name })}</dt>
            <dd>
              <time dateTime={r.due ?? undefined}>{r.due ? format.dateTime(r.due) : messages.common.none}</time>{' '}
              {r.state.kind === 'breached' ? (
                <StatusBadge tone="danger">{targetText(r.name, r.state, messages)}</StatusBadge>
              ) : r.state.kind === 'running' ? (
                <StatusBadge tone="info">{targetText(r.name, r.state, messages)}</StatusBadge>
              ) : r.state.kind === 'paused' ? (
                <StatusBadge tone="neutral">{targetText(r.name, r.state, messages)}</StatusBadge>
              ) : (
                <StatusBadge tone={r.state.kind === 'met' && r.state.late ? 'warning' : 'success'}>
                  {targetText(r.name, r.state, messages)}
                </StatusBadge>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
