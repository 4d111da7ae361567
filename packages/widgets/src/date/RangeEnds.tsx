import { type Ref, useImperativeHandle, useRef } from 'react';
import { Field } from '../form/Field';
import { TidyInput, type TidyInputProps } from './TidyInput';

/** What a form focuses when a range is in error: the first end with a message. */
export interface FocusHandle {
  focus: () => void;
}

export interface RangeEndsProps<K extends string> {
  ends: readonly [K, K];
  labels: Record<K, string>;
  texts: Record<K, string>;
  errors: Partial<Record<K, string | undefined>>;
  /** How each end's text is tidied, hinted and styled. */
  input: Pick<TidyInputProps, 'normalize' | 'placeholder' | 'slot' | 'size'>;
  onEdit: (end: K, text: string) => void;
  onLeave: (end: K, text: string) => void;
  required: boolean;
  /** Inputs are named `<name>.<end>`. */
  name?: string | undefined;
  handle?: Ref<FocusHandle> | undefined;
}

/** The two labelled inputs of a range, each with its own message; `handle` focuses the first one in error. */
export function RangeEnds<K extends string>({
  ends,
  labels,
  texts,
  errors,
  input,
  handle,
  ...props
}: RangeEndsProps<K>) {
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  useImperativeHandle(handle, () => ({
    focus: () => inputs.current[ends.find((end) => errors[end]) ?? ends[0]]?.focus(),
  }));
  return ends.map((end) => (
    <Field key={end} label={labels[end]} error={errors[end]} required={props.required}>
      {(control) => (
        <TidyInput
          {...input}
          control={control}
          ref={(element) => {
            inputs.current[end] = element;
          }}
          name={props.name === undefined ? undefined : `${props.name}.${end}`}
          text={texts[end]}
          onEdit={(text) => props.onEdit(end, text)}
          onLeave={(text) => props.onLeave(end, text)}
        />
      )}
    </Field>
  ));
}
