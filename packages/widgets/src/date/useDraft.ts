import { useState } from 'react';

/**
 * The text shown in an input, which follows `value` whenever `value` changes but may run ahead of it while the
 * user types. A parent that accepts only complete dates (say, into a URL) still lets the user type one.
 */
export function useDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

const sameParts = <R extends Record<keyof R, string>>(a: R, b: R) =>
  (Object.keys(a) as (keyof R)[]).every((key) => a[key] === b[key]);

/**
 * The texts of a range's two ends, following `value` (compared part by part, so a parent may rebuild the object
 * each render) and remembering which end the user has left, for the field's own check.
 */
export function useRangeDraft<R extends Record<keyof R, string>>(
  value: R,
  setValue: (next: R) => void,
  onBlur: (() => void) | undefined,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState<Partial<Record<keyof R, boolean>>>({});
  if (!sameParts(value, seen)) {
    setSeen(value);
    setDraft(value);
  }
  const edit = (next: R) => {
    setDraft(next);
    setValue(next);
  };
  return {
    draft,
    left,
    edit,
    editPart: (part: keyof R, text: string) => edit({ ...draft, [part]: text }),
    leave: (part: keyof R, text: string) => {
      setLeft((was) => ({ ...was, [part]: was[part] || text.trim() !== '' }));
      onBlur?.();
    },
    leaveAll: () => setLeft(Object.fromEntries(Object.keys(value).map((key) => [key, true])) as Record<keyof R, true>),
  };
}
