import type { AuditAction, AuditEntry, AuditResourceKind } from '@console/core';
import { auditActionValues, auditResourceKindValues } from '@console/core/enums';

/** One entry as the audit log shows it (the API's `AuditEntry`). */
export type AuditLogEntry = AuditEntry;

/** The filters a person sets in the audit log's toolbar; dates are ISO days (`YYYY-MM-DD`), inclusive. */
export interface AuditLogFilters {
  actor?: string | undefined;
  resourceKind?: AuditResourceKind | undefined;
  resource?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** What to export as. */
export type AuditExportFormat = 'csv' | 'ndjson';

/** Every action, in the order the filter offers them (the contract's). */
export const AUDIT_ACTIONS: readonly AuditAction[] = auditActionValues;

/** Every resource kind, in the order the filter offers them (the contract's). */
export const AUDIT_RESOURCE_KINDS: readonly AuditResourceKind[] = auditResourceKindValues;

/**
 * The API's filters for what a person set: days become instants at local midnight, the end day inclusive
 * (up to the next midnight), so "today" means today where the person is.
 */
export function auditQueryOf(filters: AuditLogFilters) {
  const at = (day: string) => new Date(`${day}T00:00:00`);
  const next = (day: string) => {
    const d = at(day);
    d.setDate(d.getDate() + 1);
    return d;
  };
  const valid = (d: Date) => !Number.isNaN(d.getTime());
  const from = filters.from ? at(filters.from) : undefined;
  const to = filters.to ? next(filters.to) : undefined;
  return {
    ...(filters.actor?.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.resourceKind ? { resourceKind: filters.resourceKind } : {}),
    ...(filters.resource?.trim() ? { resource: filters.resource.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(from && valid(from) ? { from: from.toISOString() } : {}),
    ...(to && valid(to) ? { to: to.toISOString() } : {}),
  };
}

/** Whether an entry that arrived live matches the filters (the server filters too; this keeps the view honest). */
export function matchesAuditFilters(entry: AuditEntry, filters: AuditLogFilters): boolean {
  const q = auditQueryOf(filters);
  const has = (text: string | null, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());
  if (q.actor && !has(entry.actor.name, q.actor) && !has(entry.actor.email, q.actor)) return false;
  if (q.resourceKind && entry.resource.kind !== q.resourceKind) return false;
  if (q.resource && entry.resource.id !== q.resource && !has(entry.resource.name, q.resource)) return false;
  if (q.action && entry.action !== q.action) return false;
  if (q.from && entry.at < q.from) return false;
  if (q.to && entry.at >= q.to) return false;
  return true;
}
