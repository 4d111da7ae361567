import { type AuditFilters, auditStreamSearch } from '../api/audit';
import type { AuditEntry } from '../api/types';
import type { ConsoleClient } from '../client/createConsoleClient';
import { EventStream, type EventStreamOptions } from '../stream/eventStream';

/**
 * A live stream of new audit entries matching `filters`, over the client's authorized fetch (bearer,
 * refresh on 401), with the same heartbeat, backoff and `Last-Event-ID` resume as notifications. Unlike
 * the notification stream it belongs to one view in one tab (filters differ per view): no leader tab,
 * no sharing. `after` (the newest entry the view has) makes the server send what came since first, so
 * nothing written between loading the view and connecting is missed. Call `start()` to connect and
 * `close()` when the view goes.
 */
export function createAuditStream(
  client: Pick<ConsoleClient, 'config' | 'http' | 'auth'>,
  filters: AuditFilters & { after?: number | undefined } = {},
  options: Partial<Omit<EventStreamOptions, 'url' | 'fetch' | 'canConnect'>> = {},
): EventStream<AuditEntry> {
  return new EventStream<AuditEntry>({
    url: `${client.config.apiBase}/audit/entries/sse${auditStreamSearch(filters)}`,
    fetch: client.http.authorizedFetch,
    canConnect: () => client.auth.getSnapshot().authenticated,
    session: client.auth,
    locks: null,
    createChannel: null,
    ...options,
  });
}
