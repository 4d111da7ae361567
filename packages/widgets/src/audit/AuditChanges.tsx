import { audit as auditEn } from '../i18n/messages/en/audit';
import { useMessages } from '../i18n/useMessages';
import type { AuditLogEntry } from './types';

/** A value as text: strings as they are, anything else as compact JSON; empty shows a dash. */
const shown = (value: unknown, none: string) =>
  value === null || value === undefined || value === ''
    ? none
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changed fields of an entry, each with its value before and after (text only, never markup). */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const t = useMessages({ audit: auditEn }).audit;
  const fields = Object.entries(changes ?? {});
  if (fields.length === 0) return <span data-slot="audit-muted">{t.none}</span>;
  return (
    <dl data-slot="audit-changes">
      {fields.map(([field, change]) => (
        <div key={field} data-slot="audit-change">
          <dt>{field}</dt>
          <dd>
            <span data-slot="visually-hidden">{t.before}: </span>
            <del>{shown(change.before, t.none)}</del>
            <span aria-hidden="true"> → </span>
            <span data-slot="visually-hidden">, {t.after}: </span>
            <ins>{shown(change.after, t.none)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
