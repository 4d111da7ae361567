import type { Ticket } from '@console/core';
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

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The ticket's SLA targets with a live time-to-breach: due times, time left, breaches. */
export function SlaClock({ ticket, now: fixed }: SlaClockProps) {
  const ticking = useNow(1000);
  const now = fixed ?? ticking;
  const rows = [
    {
      name: 'First response',
      due: ticket.firstResponseDueAt,
      state: targetState(ticket.firstResponseDueAt, ticket.firstRespondedAt, ticket.firstResponseBreached, now),
    },
    {
      name: 'Resolution',
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
      <section data-slot="sla-clock" aria-label="SLA">
        <p>No SLA policy applies to this ticket.</p>
      </section>
    );
  }
  return (
    <section data-slot="sla-clock" aria-label="SLA">
      <p>Policy: {ticket.slaPolicyName}</p>
      <dl>
        {rows.map((r) => (
          <div key={r.name} data-slot="sla-target" data-state={r.state.kind}>
            <dt>{r.name} due</dt>
            <dd>
              <time dateTime={r.due ?? undefined}>{r.due ? dateTime.format(new Date(r.due)) : '—'}</time>{' '}
              {r.state.kind === 'breached' ? (
                <StatusBadge tone="danger">{targetText(r.name, r.state)}</StatusBadge>
              ) : r.state.kind === 'running' ? (
                <StatusBadge tone="info">{targetText(r.name, r.state)}</StatusBadge>
              ) : r.state.kind === 'paused' ? (
                <StatusBadge tone="neutral">{targetText(r.name, r.state)}</StatusBadge>
              ) : (
                <StatusBadge tone={r.state.kind === 'met' && r.state.late ? 'warning' : 'success'}>
                  {targetText(r.name, r.state)}
                </StatusBadge>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
