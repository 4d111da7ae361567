import { type ReactNode, useMemo } from 'react';
import type { Appearance } from '../theme/appearance';
import { anchorNavigation, type Navigation } from './navigation';
import { WidgetsContext, type WidgetsContextValue } from './widgetsContext';

export interface WidgetsProviderProps {
  /** Theme and token overrides for every widget below. */
  appearance?: Appearance;
  /** The host router's `Link` and `navigate`; plain anchors when omitted. */
  navigation?: Navigation;
  children?: ReactNode;
}

/** Gives every widget below its theme and the host's navigation. */
export function WidgetsProvider({ appearance, navigation, children }: WidgetsProviderProps) {
  const value = useMemo<WidgetsContextValue>(
    () => ({ appearance: appearance ?? {}, navigation: navigation ?? anchorNavigation }),
    [appearance, navigation],
  );
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}
