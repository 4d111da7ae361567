/**
 * One caller's live audit stream: entries matching the filters (and still visible to the caller) as they
 * are written, on this instance or any other. The database announces each new entry (migration 0010's
 * trigger on the change feed); the stream then reads what came after the last id it sent. Without a feed
 * it looks every `pollMs`.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { Access } from '../../access/access';
import type { ChangeFeed } from '../../db/changeFeed';
import type { Db } from '../../db/database';
import {
  endEvent,
  resetEvent,
  resumeEvent,
  type SessionCheck,
  type StreamEnd,
  type StreamRegistry,
} from '../../notify/streamSession';
import { type AuditFilters, auditEntriesAfter, latestAuditId } from './queries';

/** What one stream needs. */
export interface AuditStreamOptions {
  db: Db;
  userId: number;
  filters: AuditFilters;
  /** The caller's access as it is now (undefined once deactivated): re-read at every delivery. */
  accessOf: (userId: number) => Promise<Access | undefined>;
  changes: ChangeFeed | undefined;
  streams: StreamRegistry;
  /**
   * The `Last-Event-ID` to resume after (`unknown` for one that cannot be an id); otherwise the newest entry, sent
   * first as `event: resume`.
   */
  lastEventId: number | 'unknown' | undefined;
  /** When the token that opened it expires (ms since the epoch). */
  expiresAt: number | undefined;
  heartbeatMs: number;
  pollMs?: number;
  /** Whether the session that opened the stream still allows it, asked by the registry. */
  check?: SessionCheck;
}

/** Runs the stream until the client leaves, the token expires, the caller loses access or the server stops. */
export async function runAuditStream(stream: SSEStreamingApi, o: AuditStreamOptions): Promise<void> {
  const newest = await latestAuditId(o.db);
  // A resume point that is no id, or past the newest entry, cannot be replayed from: say so, follow from the newest.
  const reset = o.lastEventId === 'unknown' || (o.lastEventId !== undefined && o.lastEventId > newest);
  let lastSent = reset || o.lastEventId === undefined ? newest : (o.lastEventId as number);
  let ended = false;
  let finish = () => {};
  const over = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const end = () => {
    if (ended) return;
    ended = true;
    finish();
  };
  stream.onAbort(end);
  let reading = false;
  let again = false;
  const deliver = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const access = await o.accessOf(o.userId);
        if (!access) return end();
        const entries = await auditEntriesAfter(o.db, access, o.filters, lastSent);
        for (const entry of entries) {
          if (ended) return;
          await stream.writeSSE({ id: String(entry.id), data: JSON.stringify(entry) });
          lastSent = entry.id;
        }
        if (entries.length === 500) again = true;
      } while (again && !ended);
    } catch {
      end();
    } finally {
      reading = false;
    }
  };
  const unsubscribe = o.changes?.subscribe((table) => {
    if (table === undefined || table === 'audit_entries') void deliver();
  });
  const poll = o.changes ? undefined : setInterval(() => void deliver(), o.pollMs ?? 2000);
  const ping = setInterval(() => {
    stream.write(': ping\n\n').catch(end);
  }, o.heartbeatMs);
  const expiry =
    o.expiresAt === undefined
      ? undefined
      : setTimeout(end, Math.min(Math.max(0, o.expiresAt - Date.now()), 2 ** 31 - 1));
  const close = (why: StreamEnd) => {
    if (why === 'close' || why === 'shutdown') return end();
    void stream.writeSSE(endEvent(why)).finally(end);
  };
  const unregister = o.streams.add(close, over, o.check);
  try {
    await stream.write(': connected\n\n');
    if (reset) await stream.writeSSE(resetEvent(newest));
    // Opened with no id to resume from (no `Last-Event-ID`, no `after`): the id a reconnect resumes from, so one
    // before the first entry (its token expired, the network blinked) is sent what came meanwhile, not only what
    // comes after it.
    else if (o.lastEventId === undefined) await stream.writeSSE(resumeEvent(newest));
    // What was written between the client's last event (or the start) and the subscription.
    await deliver();
    await over;
  } finally {
    unsubscribe?.();
    clearInterval(poll);
    clearInterval(ping);
    clearTimeout(expiry);
    unregister();
  }
}
