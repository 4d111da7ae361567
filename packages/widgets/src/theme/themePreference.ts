import { useCallback, useSyncExternalStore } from 'react';
import type { ThemeMode } from './appearance';

/** The key the console keeps a person's theme under; a host passes its own to keep its choice apart. */
export const DEFAULT_THEME_KEY = 'console-theme';

const listeners = new Set<() => void>();

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The kept theme, `system` when there is none or storage is unavailable. */
export function readThemePreference(storageKey: string = DEFAULT_THEME_KEY): ThemeMode {
  try {
    const value = localStorage.getItem(storageKey);
    return isThemeMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Sets `data-theme` on the page's root for a host stylesheet to follow; `system` removes it. */
export function applyThemePreference(mode: ThemeMode): void {
  if (mode === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', mode);
}

/** Keeps a theme, applies it to the page and tells every `useThemePreference` of that key. */
export function setThemePreference(mode: ThemeMode, storageKey: string = DEFAULT_THEME_KEY): void {
  try {
    if (mode === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, mode);
  } catch {
    // Storage refused (private mode, a policy): the choice lasts for this page only.
  }
  applyThemePreference(mode);
  for (const listener of listeners) listener();
}

/**
 * A person's theme choice (`system`, `light`, `dark`), kept in local storage and applied as `data-theme` on the
 * page's root; pass it to `WidgetsProvider`'s `appearance.theme` so the widgets follow. A choice made in another
 * tab applies here too. Apply the kept choice before the first paint with a small script of your own.
 */
export function useThemePreference(storageKey: string = DEFAULT_THEME_KEY): [ThemeMode, (mode: ThemeMode) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key !== storageKey && e.key !== null) return;
        applyThemePreference(readThemePreference(storageKey));
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    [storageKey],
  );
  const mode = useSyncExternalStore(
    subscribe,
    () => readThemePreference(storageKey),
    () => 'system' as const,
  );
  return [mode, (next) => setThemePreference(next, storageKey)];
}
