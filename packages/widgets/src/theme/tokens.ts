/**
 * Theme tokens a host may override. Each maps to a `--console-*` CSS variable that the stylesheet reads with a
 * light and a dark fallback, so a host can theme through CSS alone or through the `appearance` prop.
 */
export const themeTokens = {
  colorCanvas: '--console-color-canvas',
  colorBackground: '--console-color-background',
  colorForeground: '--console-color-foreground',
  colorMuted: '--console-color-muted',
  colorMutedForeground: '--console-color-muted-foreground',
  colorBorder: '--console-color-border',
  colorPrimary: '--console-color-primary',
  colorPrimaryForeground: '--console-color-primary-foreground',
  colorDanger: '--console-color-danger',
  colorDangerForeground: '--console-color-danger-foreground',
  colorSuccess: '--console-color-success',
  colorWarning: '--console-color-warning',
  colorInfo: '--console-color-info',
  colorFocusRing: '--console-color-focus-ring',
  colorControlBorder: '--console-color-control-border',
  colorControlBackground: '--console-color-control-background',
  colorCodeBackground: '--console-color-code-background',
  colorCodeForeground: '--console-color-code-foreground',
  chartColor1: '--console-chart-color-1',
  chartColor2: '--console-chart-color-2',
  chartColor3: '--console-chart-color-3',
  chartColor4: '--console-chart-color-4',
  chartColor5: '--console-chart-color-5',
  chartColor6: '--console-chart-color-6',
  chartColorMuted: '--console-chart-color-muted',
  chartColorTrack: '--console-chart-color-track',
  chartColorGrid: '--console-chart-color-grid',
  radius: '--console-radius',
  fontFamily: '--console-font-family',
  fontFamilyMono: '--console-font-family-mono',
  fontSize: '--console-font-size',
} as const;

/** Name of a theme token, e.g. `colorPrimary`. */
export type ThemeToken = keyof typeof themeTokens;
