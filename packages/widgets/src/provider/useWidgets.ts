import { useContext } from 'react';
import type { Appearance } from '../theme/appearance';
import type { Navigation } from './navigation';
import { WidgetsContext, type WidgetsContextValue } from './widgetsContext';

const missing = 'No WidgetsProvider found: wrap your widgets in <WidgetsProvider> from @console/widgets.';

/** The nearest `WidgetsProvider`'s value; throws when there is none. */
export function useWidgets(): WidgetsContextValue {
  const value = useContext(WidgetsContext);
  if (value === null) throw new Error(missing);
  return value;
}

/** The host's navigation adapter (`Link`, `navigate`); throws outside `WidgetsProvider`. */
export function useNavigation(): Navigation {
  return useWidgets().navigation;
}

/** The provider's appearance; throws outside `WidgetsProvider`. */
export function useAppearance(): Appearance {
  return useWidgets().appearance;
}
