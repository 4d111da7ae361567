import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  useController,
} from 'react-hook-form';

/** The adapters' props: the control's own, less what the form provides, plus the form's control and field name. */
export type FormFieldAdapterProps<P, T extends FieldValues, N extends FieldPath<T>> = Omit<
  P,
  'value' | 'defaultValue' | 'onValueChange' | 'error' | 'onBlur' | 'name' | 'ref'
> & { control: Control<T>; name: N };

/** What a control takes from its form field. */
export interface BoundProps<V, E> {
  name: string;
  onBlur: () => void;
  ref: RefCallBack;
  disabled: boolean;
  value: V;
  onValueChange: (value: V) => void;
  error: E | null;
}

/**
 * Binds a date control to a react-hook-form field. The form (its zod schema, then the server through
 * `applyServerErrors`) owns validation, so a control gets `null` until there is a message: the same "on submit,
 * then on change" rhythm as every other field. `read` turns the stored value into the control's.
 */
export function useFormControl<T extends FieldValues, N extends FieldPath<T>, V, E = string>(
  control: Control<T>,
  name: N,
  disabled: boolean | undefined,
  read: (value: unknown) => V,
  errorOf: (error: FieldError & Record<string, FieldError | undefined>) => E = (error) => error.message as E,
): BoundProps<V, E> {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error as (FieldError & Record<string, FieldError | undefined>) | undefined;
  return {
    name: field.name,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: disabled === true || field.disabled === true,
    value: read(field.value),
    onValueChange: field.onChange,
    error: error === undefined ? null : errorOf(error),
  };
}

/** Reads a text field, `""` for anything else. */
export const readText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads a two-ended field such as `{ from, to }`, each end `""` when missing. */
export const readEnds =
  <K extends string>(ends: readonly [K, K]) =>
  (value: unknown): Record<K, string> => {
    const stored = (value ?? {}) as Partial<Record<K, unknown>>;
    return Object.fromEntries(ends.map((end) => [end, readText(stored[end])])) as Record<K, string>;
  };

/** A range's messages: each end's nested error (`window.end`), and the range's own as `range`. */
export const endErrors =
  <K extends string>(ends: readonly [K, K]) =>
  (error: FieldError & Record<string, FieldError | undefined>) =>
    ({
      ...Object.fromEntries(ends.map((end) => [end, error[end]?.message])),
      range: error.message,
    }) as Partial<Record<K | 'range', string>>;
