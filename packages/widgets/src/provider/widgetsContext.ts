import { createContext } from 'react';
import type { CalendarLocale } from '../date/calendarProps';
import type { WidgetMessages } from '../i18n/messages/en';
import type { DeepPartial } from '../i18n/types';
import type { Appearance } from '../theme/appearance';
import type { Navigation } from './navigation';

/** What `WidgetsProvider` hands down to every widget. */
export interface WidgetsContextValue {
  appearance: Appearance;
  navigation: Navigation;
  /**
   * The host's texts (a few keys, or a whole catalogue such as `de`); each widget lays them over the English of
   * its own areas (`useMessages`). `undefined`: English.
   */
  messages: DeepPartial<WidgetMessages> | undefined;
  /** BCP 47 locale of dates and numbers; `undefined` is the browser's. */
  locale: string | undefined;
  /** The calendar's month and day names (a react-day-picker / date-fns locale); English when unset. */
  calendarLocale: CalendarLocale | undefined;
}

export const WidgetsContext = createContext<WidgetsContextValue | null>(null);
WidgetsContext.displayName = 'WidgetsContext';
