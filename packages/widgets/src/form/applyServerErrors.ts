import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import type { WidgetError } from '../state/widgetError';

/** The two form methods `applyServerErrors` needs; a `useForm()` result fits. */
export interface ServerErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
}

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** The form's field paths; by default a key counts as a field when the form has a value at that path. */
  fields?: readonly FieldPath<T>[];
  /** Server keys that differ from the form's paths, e.g. `{ organizationId: 'organization' }`. */
  rename?: Readonly<Record<string, FieldPath<T>>>;
}

/** Where a server error ended up. */
export interface AppliedServerErrors<T extends FieldValues> {
  fields: FieldPath<T>[];
  formError: string | undefined;
}

const text = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/**
 * Puts a failed request's errors on a react-hook-form form: each key of the `details` object of a 400 (invalid)
 * or a 409 (conflict, e.g. a duplicate name) on the field it names (dotted paths for nested fields), with
 * `aria-invalid` and the server's words, the first one focused. Whatever names no field, and any error without
 * field details, becomes the one form-level error `root.server` (shown by `FormError`); when every detail landed
 * on a field there is no form-level error at all.
 */
export function applyServerErrors<T extends FieldValues>(
  form: ServerErrorTarget<T>,
  error: WidgetError,
  options: ApplyServerErrorsOptions<T> = {},
): AppliedServerErrors<T> {
  const details = error.errors;
  const placed: FieldPath<T>[] = [];
  const leftovers: string[] = [];
  const isField = (path: string): path is FieldPath<T> =>
    options.fields ? options.fields.includes(path as FieldPath<T>) : form.getValues(path as FieldPath<T>) !== undefined;

  if (details !== null && typeof details === 'object' && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details)) {
      const message = text(value).join(' ');
      if (!message) continue;
      const path = options.rename?.[key] ?? key;
      if (isField(path)) {
        form.setError(path, { type: 'server', message }, { shouldFocus: placed.length === 0 });
        placed.push(path);
      } else {
        // A conflict's details often repeat its message ("An organization named X already exists"): show it as is.
        leftovers.push(message === error.message ? message : `${key}: ${message}`);
      }
    }
  } else {
    leftovers.push(...text(details));
  }

  const formError =
    leftovers.length > 0 ? leftovers.join('\n') : placed.length === 0 ? error.message || undefined : undefined;
  if (formError !== undefined) form.setError('root.server', { type: 'server', message: formError });
  return { fields: placed, formError };
}
