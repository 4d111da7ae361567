import { useAuth, useUserInfo } from '@console/react';
import { type ThemeMode, useThemePreference } from '@console/widgets';
import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, useConsoleMessages, useLanguage } from '../i18n/language';

const themes: ThemeMode[] = ['system', 'light', 'dark'];

const segmentClass =
  'relative cursor-pointer truncate rounded px-2 py-1 text-center text-sm has-checked:bg-surface has-checked:font-medium has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring';

/**
 * The signed-in user, the theme and language choices and a sign-out action, behind a disclosure button (Escape
 * closes it). Both choices are kept in the browser.
 */
export function UserMenu() {
  const { signOut } = useAuth();
  const { data: user } = useUserInfo();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useThemePreference();
  const [language, setLanguage] = useLanguage();
  const t = useConsoleMessages();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
      } else if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  const initials = (user?.name ?? '?')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-48 items-center gap-2 rounded-md px-2 py-1 text-sm text-fg hover:bg-muted"
      >
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-subtle text-xs font-semibold text-accent-text"
        >
          {initials}
        </span>
        <span className="sr-only">{t.userMenu.label}</span>
        <span className="sr-only truncate sm:not-sr-only">{user?.name ?? t.userMenu.account}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 w-64 rounded-lg border border-line bg-surface p-3 text-fg shadow-lg"
      >
        <p className="truncate text-sm font-medium">{user?.name}</p>
        <p className="truncate text-sm text-muted-fg">{user?.email}</p>
        <fieldset className="mt-3">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase">
            {t.userMenu.theme}
          </legend>
          <div className="grid grid-cols-3 gap-1 rounded-md bg-muted p-1">
            {themes.map((mode) => (
              <label key={mode} className={segmentClass}>
                <input
                  type="radio"
                  name={`${panelId}-theme`}
                  value={mode}
                  checked={theme === mode}
                  onChange={() => setTheme(mode)}
                  className="sr-only"
                />
                {t.userMenu.themes[mode]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-3">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase">
            {t.userMenu.language}
          </legend>
          <div className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
            {LANGUAGES.map((code) => (
              <label key={code} lang={code} className={segmentClass}>
                <input
                  type="radio"
                  name={`${panelId}-language`}
                  value={code}
                  checked={language === code}
                  onChange={() => setLanguage(code)}
                  className="sr-only"
                />
                {LANGUAGE_NAMES[code]}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-3 w-full rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-muted"
        >
          {t.userMenu.signOut}
        </button>
      </div>
    </div>
  );
}
