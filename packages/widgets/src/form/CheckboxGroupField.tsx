import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface CheckboxGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** A field holding the list of checked ids. */
  name: N;
  legend: string;
  options: readonly { id: number; name: string }[];
  description?: string;
}

/** A fieldset of checkboxes bound to a react-hook-form field holding the checked ids, with its error. */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  legend,
  options,
  description,
}: CheckboxGroupFieldProps<T, N>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value: number[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      data-slot="field"
      data-invalid={error ? '' : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend data-slot="field-label">{legend}</legend>
      <div data-slot="checkbox-group">
        {options.map((option) => (
          <label key={option.id} data-slot="checkbox-label">
            <input
              type="checkbox"
              name={field.name}
              checked={value.includes(option.id)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(event.target.checked ? [...value, option.id] : value.filter((v) => v !== option.id))
              }
            />
            {option.name}
          </label>
        ))}
      </div>
      {description ? (
        <p data-slot="field-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p data-slot="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
