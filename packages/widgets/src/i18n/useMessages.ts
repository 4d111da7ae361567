import { useContext } from 'react';
import type { CalendarLocale } from '../date/calendarProps';
import { WidgetsContext } from '../provider/widgetsContext';
import { type Formatter, formatterFor } from './format';
import { en, type WidgetMessages } from './messages/en';

/** The provider's catalogue (the host's overrides over English); English outside a `WidgetsProvider`. */
export function useMessages(): WidgetMessages {
  return useContext(WidgetsContext)?.messages ?? en;
}

/** The provider's calendar locale for the date pickers; `undefined` (English) outside one. */
export function useCalendarLocale(): CalendarLocale | undefined {
  return useContext(WidgetsContext)?.calendarLocale;
}

/** Dates, numbers and amounts in the provider's `locale`; the browser's locale outside a `WidgetsProvider`. */
export function useFormat(): Formatter {
  return formatterFor(useContext(WidgetsContext)?.locale);
}
