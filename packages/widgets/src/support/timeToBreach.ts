import { support as supportEn } from '../i18n/messages/en/support';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { support: supportEn };
/** A duration in words: "2 d 3 h", "1 h 5 min", "4 min", "under a minute". */
export function formatDuration(ms: number, messages: MessagesOf<'support'> = en): string {
  const t = messages.support.sla.duration;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 1) return t.underMinute;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const d = t.days({ n: String(days) });
  const h = t.hours({ n: String(hours) });
  const m = t.minutes({ n: String(rest) });
  if (days > 0) return hours > 0 ? `${d} ${h}` : d;
  if (hours > 0) return rest > 0 ? `${h} ${m}` : h;
  return m;
}

/** Where one SLA target stands. */
export type TargetState =
  | { kind: 'none' }
  | { kind: 'met'; late: boolean }
  | { kind: 'running'; leftMs: number }
  | { kind: 'paused' }
  | { kind: 'breached'; overMs: number };

/**
 * The state of a target at `now`: met (in time or late), still running with the time left, paused (the
 * ticket waits on its requester: the server moves the due time on when the wait ends), or breached
 * since a while. `breached` is the server's flag; it wins when the local clock lags behind the server.
 */
export function targetState(
  dueAt: string | null,
  metAt: string | null,
  breached: boolean,
  now: Date,
  pausedSince: string | null = null,
): TargetState {
  if (dueAt === null) return { kind: 'none' };
  if (metAt !== null) return { kind: 'met', late: breached };
  if (pausedSince !== null && !breached) return { kind: 'paused' };
  const left = Date.parse(dueAt) - now.getTime();
  if (left <= 0 || breached) return { kind: 'breached', overMs: Math.max(0, -left) };
  return { kind: 'running', leftMs: left };
}

/** A target's state in words, for the SLA clock and screen readers. */
export function targetText(name: string, state: TargetState, messages: MessagesOf<'support'> = en): string {
  const t = messages.support.sla.target;
  switch (state.kind) {
    case 'none':
      return t.none({ name });
    case 'met':
      return state.late ? t.metLate({ name }) : t.metInTime({ name });
    case 'running':
      return t.dueIn({ name, duration: formatDuration(state.leftMs, messages) });
    case 'paused':
      return t.paused({ name });
    case 'breached':
      return state.overMs > 0
        ? t.breachedAgo({ name, duration: formatDuration(state.overMs, messages) })
        : t.breached({ name });
  }
}
