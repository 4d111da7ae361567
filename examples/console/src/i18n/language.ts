import type { DeepPartial, WidgetMessages } from '@console/widgets';
import type { CalendarLocale } from '@console/widgets/date';
import { useCallback, useSyncExternalStore } from 'react';
import { en, type ShellMessages } from './en';

/** The languages the console speaks; English is the default. */
export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

/** Where the console keeps a person's language choice. */
export const LANGUAGE_KEY = 'console-language';

/** Each language's name in that language, as the switch shows it (i18n-ignore: names, not texts to translate). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** Everything a language needs: the console's texts, the widgets' texts, the calendar and the `Intl` locale. */
export interface LanguagePack {
  /** The console's texts: the whole catalogue, or (English) the shell's, with the areas' loading with their pages. */
  console: ShellMessages;
  /** The widgets' catalogue; `undefined` keeps the widgets' English. */
  widgets: DeepPartial<WidgetMessages> | undefined;
  calendar: CalendarLocale | undefined;
  /** BCP 47 locale of dates and numbers. */
  locale: string;
}

const english: LanguagePack = { console: en, widgets: undefined, calendar: undefined, locale: 'en-US' };
// German loads on demand, so an English reader downloads none of it.
const loaders: Record<Language, () => Promise<LanguagePack>> = {
  en: async () => english,
  de: async () => {
    const [consoleDe, widgetsDe] = await Promise.all([import('./de'), import('@console/widgets/locales/de')]);
    return { console: consoleDe.de, widgets: widgetsDe.de, calendar: widgetsDe.deCalendar, locale: 'de-DE' };
  },
};
const packs: Partial<Record<Language, LanguagePack>> = { en: english };
const listeners = new Set<() => void>();

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'de';

/** The kept choice; English when there is none or storage is unavailable. */
export function readLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

let current: Language = 'en';

/** Loads a language's texts (once). */
export async function loadLanguage(language: Language): Promise<LanguagePack> {
  const loaded = packs[language] ?? (await loaders[language]());
  packs[language] = loaded;
  return loaded;
}

function apply(language: Language): void {
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Loads the kept language and makes it the console's, before the first render. */
export async function startLanguage(): Promise<void> {
  const kept = readLanguage();
  try {
    await loadLanguage(kept);
    apply(kept);
  } catch {
    // The German chunk could not load (offline, a new deployment): the console starts in English.
    apply('en');
  }
}

/** Keeps a choice and switches every screen to it once its texts have loaded. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode, a policy): the choice lasts for this page only.
  }
  apply(language);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== LANGUAGE_KEY && e.key !== null) return;
    void loadLanguage(readLanguage()).then(() => apply(readLanguage()));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const currentLanguage = () => current;

/** The console's language and a way to change it. */
export function useLanguage(): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return [language, useCallback((next: Language) => void setLanguage(next), [])];
}

/** The current language's texts, dates and numbers (English until another one has loaded). */
export function useLanguagePack(): LanguagePack {
  return packs[useLanguage()[0]] ?? english;
}

/** The shell's texts in the reader's language (an area's page takes `useAreaMessages`, with the areas' own texts). */
export function useConsoleMessages(): ShellMessages {
  return useLanguagePack().console;
}
