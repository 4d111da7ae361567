import { useEffect, useId, useRef, useState } from 'react';

export interface SearchInputProps {
  value: string;
  /** Called after typing pauses (300 ms), or at once on Enter. */
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /**
   * The input's id when the host shows its own visible `<label htmlFor>` beside it (a filter bar whose other
   * controls have visible labels): the box then renders no label of its own.
   */
  inputId?: string | undefined;
}

/** A labelled search box that reports its value after a pause, so each keystroke is not a request. */
export function SearchInput({ value, onChange, label, placeholder, inputId }: SearchInputProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), 300);
  };
  return (
    <div data-slot="search">
      {inputId === undefined ? (
        <label htmlFor={id} data-slot="visually-hidden">
          {label}
        </label>
      ) : null}
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={(event) => schedule(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          latest.current(draft);
        }}
      />
    </div>
  );
}
