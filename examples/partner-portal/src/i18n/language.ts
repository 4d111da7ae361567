import type { DeepPartial, WidgetMessages } from '@console/widgets';
import type { CalendarLocale } from '@console/widgets/date';
import { useSyncExternalStore } from 'react';
import { en, type PortalMessages } from './en';

/** The portal's languages; English is the default. */
export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];
/** Each language's name in that language, as the choice shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

// The portal keeps its choice apart from the console's, as it does its theme.
const KEY = 'portal-language';

interface Pack {
  portal: PortalMessages;
  widgets: DeepPartial<WidgetMessages> | undefined;
  calendar: CalendarLocale | undefined;
  locale: string;
}

const packs: Partial<Record<Language, Pack>> = {
  en: { portal: en, widgets: undefined, calendar: undefined, locale: 'en-US' },
};
const listeners = new Set<() => void>();
let current: Language = 'en';

async function load(language: Language): Promise<Pack> {
  const known = packs[language];
  if (known) return known;
  // German loads when it is chosen, so an English reader downloads none of it.
  const [portal, widgets] = await Promise.all([import('./de'), import('@console/widgets/locales/de')]);
  const pack: Pack = { portal: portal.de, widgets: widgets.de, calendar: widgets.deCalendar, locale: 'de-DE' };
  packs[language] = pack;
  return pack;
}

function apply(language: Language): void {
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function kept(): Language {
  try {
    return localStorage.getItem(KEY) === 'de' ? 'de' : 'en';
  } catch {
    return 'en';
  }
}

/** Loads the kept language before the first render (English if its texts cannot load). */
export async function startLanguage(): Promise<void> {
  const language = kept();
  await load(language).then(
    () => apply(language),
    () => apply('en'),
  );
}

/** Keeps a choice and switches the portal and its widgets once the texts have loaded. */
export async function setLanguage(language: Language): Promise<void> {
  await load(language);
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
  apply(language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The portal's language, its texts, and the widgets' texts and locale for it. */
export function useLanguage(): Pack & { language: Language } {
  const language = useSyncExternalStore(subscribe, snapshot, snapshot);
  const pack = packs[language] ?? (packs.en as Pack);
  return { ...pack, language };
}
