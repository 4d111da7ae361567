import { type Ref, useState } from 'react';
import { Field } from '../form/Field';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import { useMessages } from '../i18n/useMessages';
import { type ControlProps, shownError } from './controlProps';
import { TidyInput } from './TidyInput';
import { normalizeTime } from './timeOfDay';
import { checkTime } from './timeRules';
import { useDraft } from './useDraft';
import { withRef } from './withRef';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

export interface TimeFieldProps extends ControlProps<string> {
  /** The text of the field: `HH:mm` once valid, `""` when empty, or what the user is typing. */
  value?: string | undefined;
  id?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** Props of a time's text input: 24-hour `HH:mm`, tidied on leaving ("9:05" becomes "09:05"). */
export const timeInputProps = {
  normalize: normalizeTime,
  placeholder: en.date.timePlaceholder,
  slot: 'time-input',
  size: 6,
} as const;

/**
 * A time of day on the 24-hour clock, typed as `HH:mm`; controlled or not, labelled, with its error. A text input
 * rather than `type="time"`, whose clock follows the browser's locale (12-hour in many) and is awkward to type in.
 */
export const TimeField = withRef(function TimeField(props: TimeFieldProps) {
  const { label, description, error, required = false, onBlur, id } = props;
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? '',
    onChange: props.onValueChange,
  });
  const [draft, setDraft] = useDraft(value);
  const [left, setLeft] = useState(false);
  const messages = useMessages({ date: dateEn });
  return (
    <Field
      label={label}
      description={description}
      error={shownError(error, left ? checkTime(draft, { messages }) : undefined)}
      required={required}
      {...(id === undefined ? {} : { id })}
    >
      {(control) => (
        <TidyInput
          {...timeInputProps}
          placeholder={messages.date.timePlaceholder}
          control={control}
          ref={props.ref}
          name={props.name}
          text={draft}
          disabled={props.disabled}
          onEdit={(next) => {
            setDraft(next);
            setValue(next);
          }}
          onLeave={(text) => {
            setLeft(text.trim() !== '');
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
});
