import { type ReactNode, useId } from 'react';

/** Attributes a field hands to its control so the label, description and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** The validation message; marks the control invalid. */
  error?: string | undefined;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Renders the control with the props that wire it to the label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, description and error of one form field, wired through `htmlFor` and `aria-describedby`. */
export function Field({ label, description, error, required = false, id: idProp, children }: FieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div data-slot="field" data-invalid={error ? '' : undefined}>
      <label data-slot="field-label" htmlFor={id}>
        {label}
        {required ? (
          <span data-slot="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {description === undefined ? null : (
        <p data-slot="field-description" id={descriptionId}>
          {description}
        </p>
      )}
      {error ? (
        <p data-slot="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
