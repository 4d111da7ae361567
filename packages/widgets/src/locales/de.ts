/**
 * German texts for every widget, an entry point of its own so a host that does not import it ships none of it:
 * `<WidgetsProvider messages={de} locale="de-DE">`.
 */

/** German month and day names for the date pickers: `<WidgetsProvider calendarLocale={deCalendar}>`. */
export { de as deCalendar } from 'react-day-picker/locale';
export { de } from '../i18n/messages/de';
