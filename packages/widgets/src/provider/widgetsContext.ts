import { createContext } from 'react';
import type { Appearance } from '../theme/appearance';
import type { Navigation } from './navigation';

/** What `WidgetsProvider` hands down to every widget. */
export interface WidgetsContextValue {
  appearance: Appearance;
  navigation: Navigation;
}

export const WidgetsContext = createContext<WidgetsContextValue | null>(null);
WidgetsContext.displayName = 'WidgetsContext';
