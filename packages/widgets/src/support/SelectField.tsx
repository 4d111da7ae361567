import { useId } from 'react';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V | '';
  /** The choices after the empty one, in order. */
  options: readonly V[];
  /** The words for a choice. */
  optionLabel: (value: V) => string;
  /** The first choice, meaning "none" or "any"; left out, there is no empty choice. */
  emptyLabel?: string;
  disabled?: boolean;
  onChange: (value: V | '') => void;
}

/** A labelled native select over a fixed list of values (filters and work controls of the support desk). */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div data-slot="table-filter">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value as V | '')}
      >
        {props.emptyLabel === undefined ? null : <option value="">{props.emptyLabel}</option>}
        {props.options.map((v) => (
          <option key={v} value={v}>
            {props.optionLabel(v)}
          </option>
        ))}
      </select>
    </div>
  );
}
