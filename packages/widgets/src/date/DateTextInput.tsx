import type { Ref } from 'react';
import type { FieldControlProps } from '../form/Field';
import { normalizeIsoDate } from './isoDate';

export interface DateTextInputProps {
  /** Wiring from `Field`: id, description, error and required state. */
  control: FieldControlProps;
  text: string;
  /** Every edit, and the canonical date when leaving a date typed loosely ("2026-1-5"). */
  onEdit: (text: string) => void;
  /** Leaving the input, after any tidy-up. */
  onLeave: (text: string) => void;
  name?: string | undefined;
  placeholder: string;
  disabled?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** The text input of a date: free typing, tidied into `YYYY-MM-DD` when the user leaves it. */
export function DateTextInput({
  control,
  text,
  onEdit,
  onLeave,
  name,
  placeholder,
  disabled,
  ref,
}: DateTextInputProps) {
  return (
    <input
      {...control}
      ref={ref}
      name={name}
      value={text}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      data-slot="date-text-input"
      onChange={(event) => onEdit(event.target.value)}
      onBlur={() => {
        const canonical = normalizeIsoDate(text);
        if (canonical !== undefined && canonical !== text) onEdit(canonical);
        onLeave(canonical ?? text);
      }}
    />
  );
}
