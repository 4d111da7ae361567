import { type ReactNode, useMemo } from 'react';
import type { CalendarLocale } from '../date/calendarProps';
import type { WidgetMessages } from '../i18n/messages/en';
import type { DeepPartial } from '../i18n/types';
import type { Appearance } from '../theme/appearance';
import { anchorNavigation, type Navigation } from './navigation';
import { setProviderLocale } from './providerLocale';
import { WidgetsContext, type WidgetsContextValue } from './widgetsContext';

export interface WidgetsProviderProps {
  /** Theme and token overrides for every widget below. */
  appearance?: Appearance;
  /** The host router's `Link` and `navigate`; plain anchors when omitted. */
  navigation?: Navigation;
  /**
   * Texts to show instead of the English defaults: a whole catalogue (e.g. `de` from `@console/widgets/locales/de`)
   * or a few keys; whatever is left out stays English. Keep the object stable (module scope or `useMemo`).
   */
  messages?: DeepPartial<WidgetMessages> | undefined;
  /**
   * BCP 47 locale for dates, numbers and sizes, e.g. `fr-FR`; the browser's locale when omitted. `formatDate` and
   * `formatDateTime` of `@console/widgets/table` follow it too.
   */
  locale?: string | undefined;
  /** Month and day names of the date pickers, e.g. `deCalendar` from `@console/widgets/locales/de`. */
  calendarLocale?: CalendarLocale | undefined;
  children?: ReactNode;
}

/** Gives every widget below its theme, the host's navigation, its texts and its locale. */
export function WidgetsProvider(props: WidgetsProviderProps) {
  const { appearance, navigation, messages, locale, calendarLocale, children } = props;
  // Set while rendering, so the children rendered next format their dates in it.
  setProviderLocale(locale);
  const value = useMemo<WidgetsContextValue>(
    () => ({
      appearance: appearance ?? {},
      navigation: navigation ?? anchorNavigation,
      messages,
      locale,
      calendarLocale,
    }),
    [appearance, navigation, messages, locale, calendarLocale],
  );
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}
