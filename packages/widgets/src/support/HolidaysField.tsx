import { useState } from 'react';
import { Button } from '../button/Button';
import { DateField } from '../date/DateField';

export interface HolidaysFieldProps {
  value: readonly string[];
  onChange: (holidays: string[]) => void;
  error?: string | undefined;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

/** Days the SLA clock does not run: pick a date and add it; each one can be removed again. */
export function HolidaysField({ value, onChange, error }: HolidaysFieldProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft) || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <fieldset data-slot="holidays-field">
      <legend>Holidays</legend>
      <DateField label="Holiday" value={draft} onValueChange={setDraft} />
      <Button onClick={add} disabled={draft === ''}>
        Add holiday
      </Button>
      {error ? (
        <p role="alert" data-slot="field-error">
          {error}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p>No holidays: the clock runs on every business day.</p>
      ) : (
        <ul aria-label="Holidays">
          {value.map((day) => (
            <li key={day}>
              <time dateTime={day}>{dateFormat.format(new Date(`${day}T00:00:00Z`))}</time>{' '}
              <Button
                variant="ghost"
                aria-label={`Remove holiday ${day}`}
                onClick={() => onChange(value.filter((d) => d !== day))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
