import { formatterFor } from '../i18n/format';
import { providerLocale } from '../provider/providerLocale';

/**
 * A date from the API, e.g. "Jan 2, 2026" or "2. Jan. 2026": in `locale` when given, else in the locale of the
 * `WidgetsProvider` on the page, else (outside any provider) the reader's browser. Text that is not a date is
 * shown as is. Inside a component, `useFormat().date` reads the nearest provider's locale.
 */
export function formatDate(iso: string, locale: string | undefined = providerLocale()): string {
  return formatterFor(locale).date(iso);
}

/**
 * A date and time from the API, in `locale` when given, else the `WidgetsProvider`'s locale, else the browser's;
 * text that is not a date is shown as is. Inside a component, `useFormat().dateTime` reads the nearest provider's.
 */
export function formatDateTime(iso: string, locale: string | undefined = providerLocale()): string {
  return formatterFor(locale).dateTime(iso);
}
