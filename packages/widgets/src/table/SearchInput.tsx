import { useEffect, useId, useRef, useState } from 'react';

export interface SearchInputProps {
  value: string;
  /** Called after typing pauses (300 ms), or at once on Enter. */
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** A labelled search box that reports its value after a pause, so each keystroke is not a request. */
export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const id = useId();
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
      <label htmlFor={id} data-slot="visually-hidden">
        {label}
      </label>
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
