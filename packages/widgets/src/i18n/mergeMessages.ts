import type { DeepPartial } from './types';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A catalogue with the host's overrides laid over a complete base, key by key: whatever the overrides leave out
 * (or set to `undefined`) keeps the base's message, so a partial catalogue never leaves a widget without text.
 */
export function mergeMessages<T extends object>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (overrides === undefined) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeMessages<Record<string, unknown>>(current, value) : value;
  }
  return merged as T;
}
