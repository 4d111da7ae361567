import { type ReactNode, type Ref, useState } from 'react';
import { Field, type FieldControlProps } from '../form/Field';
import { normalizeTime, type TimeOfDay } from './timeOfDay';
import { checkTime } from './timeRules';
import { useControllableState, useDraft } from './useControllableState';

export interface TimeFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** The text of the field: `HH:mm` once valid, `""` when empty, or what the user is typing. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** A message from outside; left out, the field checks itself when the user leaves it; `null` turns that off. */
  error?: string | null | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  id?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

interface TimeInputProps {
  control: FieldControlProps;
  text: string;
  onEdit: (text: string) => void;
  onLeave: (text: string) => void;
  name?: string | undefined;
  disabled?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The text input of a time, tidied into `HH:mm` when left ("9:05" becomes "09:05"). A text input rather than
 * `type="time"`, whose clock follows the browser's locale (12-hour in many) and whose parts are hard to type in.
 */
export function TimeInput({ control, text, onEdit, onLeave, name, disabled, ref }: TimeInputProps) {
  return (
    <input
      {...control}
      ref={ref}
      name={name}
      value={text}
      placeholder="HH:mm"
      autoComplete="off"
      spellCheck={false}
      size={6}
      disabled={disabled}
      data-slot="time-input"
      onChange={(event) => onEdit(event.target.value)}
      onBlur={() => {
        const canonical = normalizeTime(text);
        if (canonical !== undefined && canonical !== text) onEdit(canonical);
        onLeave(canonical ?? text);
      }}
    />
  );
}

/** A time of day on the 24-hour clock, typed as `HH:mm`; controlled or not, labelled, with its error. */
export function TimeField(props: TimeFieldProps) {
  const { label, description, error, required = false, onBlur, id } = props;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '', props.onValueChange);
  const [draft, setDraft] = useDraft(value);
  const [left, setLeft] = useState(false);
  const own = left ? checkTime(draft) : undefined;
  const edit = (next: TimeOfDay) => {
    setDraft(next);
    setValue(next);
  };
  return (
    <Field
      label={label}
      description={description}
      error={error === undefined ? own : (error ?? undefined)}
      required={required}
      {...(id === undefined ? {} : { id })}
    >
      {(control) => (
        <TimeInput
          control={control}
          ref={props.ref}
          name={props.name}
          text={draft}
          disabled={props.disabled}
          onEdit={edit}
          onLeave={(text) => {
            setLeft(text.trim() !== '');
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
