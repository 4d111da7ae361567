import { useState } from 'react';
import { Button } from '../button/Button';
import { DateField } from '../date/DateField';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';

export interface HolidaysFieldProps {
  value: readonly string[];
  onChange: (holidays: string[]) => void;
  error?: string | undefined;
}

/** Days the SLA clock does not run: pick a date and add it; each one can be removed again. */
export function HolidaysField({ value, onChange, error }: HolidaysFieldProps) {
  const [draft, setDraft] = useState('');
  const format = useFormat();
  const t = useMessages({ support: supportEn }).support.sla.holidays;
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft) || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <fieldset data-slot="holidays-field">
      <legend>{t.legend}</legend>
      <DateField label={t.holiday} value={draft} onValueChange={setDraft} />
      <Button onClick={add} disabled={draft === ''}>
        {t.add}
      </Button>
      {error ? (
        <p role="alert" data-slot="field-error">
          {error}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul aria-label={t.legend}>
          {value.map((day) => (
            <li key={day}>
              <time dateTime={day}>{format.date(`${day}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })}</time>{' '}
              <Button
                variant="ghost"
                aria-label={t.removeOf({ day })}
                onClick={() => onChange(value.filter((d) => d !== day))}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
