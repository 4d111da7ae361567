import { useContext } from 'react';
import { WidgetsContext } from '../provider/widgetsContext';
import { type Formatter, formatterFor } from './format';
import { en, type WidgetMessages } from './messages/en';

/** The provider's catalogue (the host's overrides over English); English outside a `WidgetsProvider`. */
export function useMessages(): WidgetMessages {
  return useContext(WidgetsContext)?.messages ?? en;
}

/** Dates, numbers and amounts in the provider's `locale`; the browser's locale outside a `WidgetsProvider`. */
export function useFormat(): Formatter {
  return formatterFor(useContext(WidgetsContext)?.locale);
}
