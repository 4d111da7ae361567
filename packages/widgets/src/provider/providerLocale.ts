// The locale of the WidgetsProvider that rendered last, for the plain formatting functions (`formatDate`) that are
// called outside React's context, e.g. in a table column. With several providers on a page, the last one to render
// wins: pass a locale to those functions, or use `useFormat()`, to be exact.
let current: string | undefined;

/** The locale of the `WidgetsProvider` on the page; `undefined` (the browser's) when none has rendered. */
export function providerLocale(): string | undefined {
  return current;
}

/** Records a provider's locale as it renders (before its children, which format with it). */
export function setProviderLocale(locale: string | undefined): void {
  current = locale;
}
