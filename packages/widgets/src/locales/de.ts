/**
 * German texts for every widget, an entry point of its own so a host that does not import it ships none of it:
 * `<WidgetsProvider messages={de} locale="de-DE">`.
 */
export { de } from '../i18n/messages/de';
