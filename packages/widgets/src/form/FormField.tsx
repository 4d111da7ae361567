import type { ReactNode } from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { Field, type FieldControlProps } from './Field';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** Renders the control from react-hook-form's field props merged with the accessibility wiring. */
  children: (field: ControllerRenderProps<T, N> & FieldControlProps) => ReactNode;
}

/** A `Field` bound to a react-hook-form field: its value, its validation or server error, its focus target. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  children,
}: FormFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      description={description}
      error={fieldState.error?.message}
      {...(required === undefined ? {} : { required })}
    >
      {(wiring) => children({ ...field, ...wiring })}
    </Field>
  );
}
