import { useId } from 'react';
import { DateRangeField } from '../date/DateRangeField';
import { lastDaysPresetsOf } from '../date/dateRangePresets';
import { audit as auditEn } from '../i18n/messages/en/audit';
import { date as dateEn } from '../i18n/messages/en/date';
import { useMessages } from '../i18n/useMessages';
import { SearchInput } from '../table/SearchInput';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_KINDS, type AuditLogFilters } from './types';

export interface AuditFilterBarProps {
  value: AuditLogFilters;
  onChange: (filters: AuditLogFilters) => void;
}

/** Who, kind, resource, action and a date range (with quick ranges) of the audit log, each with a visible label. */
export function AuditFilterBar({ value, onChange }: AuditFilterBarProps) {
  const id = useId();
  const messages = useMessages({ audit: auditEn, date: dateEn });
  const t = messages.audit;
  const set = (patch: Partial<AuditLogFilters>) => onChange({ ...value, ...patch });
  return (
    <fieldset data-slot="audit-filters" aria-label={t.filters}>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-actor`}>{t.actor}</label>
        <span data-slot="audit-filter-text">
          <SearchInput
            inputId={`${id}-actor`}
            label={t.actor}
            placeholder={t.actorPlaceholder}
            value={value.actor ?? ''}
            onChange={(actor) => set({ actor: actor || undefined })}
          />
        </span>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-kind`}>{t.resourceKind}</label>
        <select
          id={`${id}-kind`}
          value={value.resourceKind ?? ''}
          onChange={(e) => set({ resourceKind: (e.target.value || undefined) as AuditLogFilters['resourceKind'] })}
        >
          <option value="">{t.anyKind}</option>
          {AUDIT_RESOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-resource`}>{t.resource}</label>
        <span data-slot="audit-filter-text">
          <SearchInput
            inputId={`${id}-resource`}
            label={t.resource}
            placeholder={t.resourcePlaceholder}
            value={value.resource ?? ''}
            onChange={(resource) => set({ resource: resource || undefined })}
          />
        </span>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-action`}>{t.action}</label>
        <select
          id={`${id}-action`}
          value={value.action ?? ''}
          onChange={(e) => set({ action: (e.target.value || undefined) as AuditLogFilters['action'] })}
        >
          <option value="">{t.anyAction}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t.actions[a]}
            </option>
          ))}
        </select>
      </div>
      <div data-slot="audit-filter-dates">
        <DateRangeField
          label={t.dates}
          value={{ from: value.from ?? '', to: value.to ?? '' }}
          presets={lastDaysPresetsOf(messages)}
          onValueChange={(range) => {
            // Half-typed days wait; a whole day or an emptied end applies.
            const settled = (day: string) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day);
            if (settled(range.from) && settled(range.to))
              set({ from: range.from || undefined, to: range.to || undefined });
          }}
        />
      </div>
    </fieldset>
  );
}
