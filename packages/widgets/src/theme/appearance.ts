import type { CSSProperties } from 'react';
import { type ThemeToken, themeTokens } from './tokens';

/** Colour scheme of a widget; `system` follows the user's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system';

/** How widgets look: a colour scheme and token overrides, cascading from `WidgetsProvider` to each widget. */
export interface Appearance {
  theme?: ThemeMode;
  variables?: Partial<Record<ThemeToken, string>>;
}

/** The provider's appearance overlaid with a widget's own; the widget wins token by token. */
export function mergeAppearance(outer: Appearance | undefined, inner: Appearance | undefined): Appearance {
  const theme = inner?.theme ?? outer?.theme;
  const variables = { ...outer?.variables, ...inner?.variables };
  return theme === undefined ? { variables } : { theme, variables };
}

/** Inline custom properties for the token overrides of an appearance (unknown keys are ignored). */
export function appearanceStyle(appearance: Appearance): CSSProperties {
  const style: Record<string, string> = {};
  for (const [token, value] of Object.entries(appearance.variables ?? {})) {
    const cssVar = themeTokens[token as ThemeToken];
    if (cssVar !== undefined && typeof value === 'string') style[cssVar] = value;
  }
  return style as CSSProperties;
}
