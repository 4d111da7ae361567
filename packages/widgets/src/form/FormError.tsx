import { type Control, type FieldValues, useFormState } from 'react-hook-form';

/** The form-level error: what `applyServerErrors` could not place on a field (`errors.root.server`). */
export function FormError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message ?? errors.root?.message;
  if (!message) return null;
  return (
    <p data-slot="form-error" role="alert">
      {message}
    </p>
  );
}
