import { type ReactNode, useId } from 'react';

export interface FieldGroupProps {
  /** The styling hook, e.g. `date-range`. */
  slot: string;
  label: ReactNode;
  description?: ReactNode;
  /** A message about the group as a whole; marks it invalid. */
  error?: string | undefined;
  /** Marks the legend; for groups whose parts cannot say it themselves. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}

/** A fieldset for a control made of several parts: legend, the parts, then its description and message. */
export function FieldGroup({ slot, label, description, error, required, disabled, children }: FieldGroupProps) {
  const id = useId();
  const describedBy = [description === undefined ? '' : `${id}-description`, error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      data-slot={slot}
      data-invalid={error ? '' : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend data-slot="field-label">
        {label}
        {required ? (
          <>
            <span data-slot="field-required" aria-hidden="true">
              {' '}
              *
            </span>
            {/* A group cannot carry aria-required, so its name says it. */}
            <span data-slot="visually-hidden"> (required)</span>
          </>
        ) : null}
      </legend>
      {children}
      {description === undefined ? null : (
        <p data-slot="field-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {error ? (
        <p data-slot="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
