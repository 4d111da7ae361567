import { type ReactNode, useId } from 'react';

export interface RangeFieldsetProps {
  slot: 'date-range' | 'time-range';
  label: ReactNode;
  description?: ReactNode;
  /** A message about the range as a whole. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The ends (and anything else) laid out in one row. */
  children: ReactNode;
  /** Shown under the row, e.g. presets. */
  after?: ReactNode;
}

/** The group around the two ends of a range: legend, the ends, then its description and whole-range message. */
export function RangeFieldset({ slot, label, description, error, disabled, children, after }: RangeFieldsetProps) {
  const id = useId();
  const describedBy = [description === undefined ? '' : `${id}-description`, error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset data-slot={slot} aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend data-slot="field-label">{label}</legend>
      <div data-slot="range-inputs">{children}</div>
      {after}
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
