/** A time of day written `HH:mm` on the 24-hour clock, e.g. `"09:30"` or `"17:00"`. */
export type TimeOfDay = string;

const shape = /^(\d{1,2}):(\d{2})$/;

/** Minutes since midnight of a time typed as `H:mm` or `HH:mm` (24-hour), or `undefined` when it is not one. */
export function parseTime(text: string): number | undefined {
  const match = shape.exec(text.trim());
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** `HH:mm` for minutes since midnight (0 to 1439). */
export function formatTime(minutes: number): TimeOfDay {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The text as a canonical `HH:mm` ("9:05" becomes "09:05"), or `undefined` when it is not a time. */
export function normalizeTime(text: string): TimeOfDay | undefined {
  const minutes = parseTime(text);
  return minutes === undefined ? undefined : formatTime(minutes);
}
