/**
 * The first `Intl` formatter of a kind loads its locale's data, tens of milliseconds on a phone. Made here once the
 * first screen is rendered, each in an idle period of its own, that cost stays out of the startup's tasks (the router,
 * the first render) and out of the way of input; pages reached afterwards format with the data loaded.
 */
export function warmIntl(locale: string, idle: (run: () => void) => void = whenIdle): void {
  const steps = [
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    () => new Intl.NumberFormat(locale).format(1234.5),
    () => new Intl.PluralRules(locale).select(2),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    idle(() => {
      step();
      next();
    });
  };
  next();
}

/** `requestIdleCallback` where the browser has it (within 2 s at the latest), else a short timeout. */
function whenIdle(run: () => void): void {
  const host = globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number };
  if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
