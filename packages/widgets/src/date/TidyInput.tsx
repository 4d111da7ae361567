import type { Ref } from 'react';
import type { FieldControlProps } from '../form/Field';
import { withRef } from './withRef';

export interface TidyInputProps {
  /** Wiring from `Field`: id, description, error and required state. */
  control: FieldControlProps;
  text: string;
  /** The canonical form of the text, or `undefined` while it is not valid. */
  normalize: (text: string) => string | undefined;
  /** Every edit, and the canonical text when the user leaves a loosely typed one ("2026-1-5", "9:05"). */
  onEdit: (text: string) => void;
  /** Leaving the input, after any tidy-up. */
  onLeave: (text: string) => void;
  placeholder: string;
  /** The styling hook, e.g. `date-text-input`. */
  slot: string;
  name?: string | undefined;
  disabled?: boolean | undefined;
  size?: number | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A text input for a date or a time: free typing, tidied into its canonical form when the user leaves it. */
export const TidyInput = withRef(function TidyInput({
  control,
  text,
  normalize,
  onEdit,
  onLeave,
  slot,
  ...input
}: TidyInputProps) {
  return (
    <input
      {...control}
      {...input}
      value={text}
      autoComplete="off"
      spellCheck={false}
      data-slot={slot}
      onChange={(event) => onEdit(event.target.value)}
      onBlur={() => {
        const canonical = normalize(text);
        if (canonical !== undefined && canonical !== text) onEdit(canonical);
        onLeave(canonical ?? text);
      }}
    />
  );
});
