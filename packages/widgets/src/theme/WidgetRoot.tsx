import type { HTMLAttributes } from 'react';
import type { Appearance } from './appearance';
import { appearanceStyle } from './appearance';
import { RootAppearanceContext } from './rootAppearanceContext';
import { useMergedAppearance } from './useRootProps';

export interface WidgetRootProps extends HTMLAttributes<HTMLDivElement> {
  appearance?: Appearance | undefined;
}

/**
 * The outermost element of a widget: scopes the stylesheet's reset and carries the theme, which the widgets and
 * dialogs rendered inside it inherit.
 */
export function WidgetRoot({ appearance, style, ...rest }: WidgetRootProps) {
  const merged = useMergedAppearance(appearance);
  const rootStyle = appearanceStyle(merged);
  return (
    <RootAppearanceContext.Provider value={merged}>
      <div {...rest} data-console-widget="" data-theme={merged.theme ?? 'light'} style={{ ...rootStyle, ...style }} />
    </RootAppearanceContext.Provider>
  );
}
