import { type CSSProperties, useContext } from 'react';
import { WidgetsContext } from '../provider/widgetsContext';
import { type Appearance, appearanceStyle, mergeAppearance } from './appearance';

/** Attributes that make an element a widget root: the style scope, the colour scheme and token overrides. */
export interface RootProps {
  'data-console-widget': '';
  'data-theme': 'light' | 'dark' | 'system';
  style: CSSProperties;
}

/**
 * Root attributes for a widget, from the provider's appearance overlaid with the widget's own. Portalled parts
 * (dialogs, popovers, tooltips) spread them too, because they render outside the widget's element. Primitives
 * work without a provider, in the light theme.
 */
export function useRootProps(appearance?: Appearance): RootProps {
  const outer = useContext(WidgetsContext)?.appearance;
  const merged = mergeAppearance(outer, appearance);
  return { 'data-console-widget': '', 'data-theme': merged.theme ?? 'light', style: appearanceStyle(merged) };
}
