import { type CSSProperties, useContext } from 'react';
import { WidgetsContext } from '../provider/widgetsContext';
import { type Appearance, appearanceStyle, mergeAppearance } from './appearance';
import { RootAppearanceContext } from './rootAppearanceContext';

/** Attributes that make an element a widget root: the style scope, the colour scheme and token overrides. */
export interface RootProps {
  'data-console-widget': '';
  'data-theme': 'light' | 'dark' | 'system';
  style: CSSProperties;
}

/**
 * The appearance a widget root takes: the nearest enclosing widget root's (which already holds the provider's),
 * else the provider's, overlaid with the widget's own.
 */
export function useMergedAppearance(appearance?: Appearance): Appearance {
  const enclosing = useContext(RootAppearanceContext);
  const provided = useContext(WidgetsContext)?.appearance;
  return mergeAppearance(enclosing ?? provided, appearance);
}

/**
 * Root attributes for a widget, from the enclosing appearance overlaid with the widget's own. Portalled parts
 * (dialogs, popovers, tooltips) spread them too, because they render outside the widget's element. Primitives
 * work without a provider, in the light theme.
 */
export function useRootProps(appearance?: Appearance): RootProps {
  const merged = useMergedAppearance(appearance);
  return { 'data-console-widget': '', 'data-theme': merged.theme ?? 'light', style: appearanceStyle(merged) };
}
