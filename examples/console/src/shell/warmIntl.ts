/**
 * The first `Intl` number format of a page loads its locale's number data (a few milliseconds here, more on a phone).
 * Made here once the first screen is rendered, each in an idle period of its own, that cost stays out of the startup's
 * tasks and out of the way of input; pages reached afterwards format percentages and sizes with the data loaded.
 *
 * No date format is warmed: the first `Intl.DateTimeFormat` of a page costs 60-140 ms on this machine (four times
 * that on Lighthouse's simulated phone), one task too long to be anything but blocking time, and the landings' first
 * screens need none (the widgets write a day in English and German themselves). The first page that shows a time of
 * day pays it once, in its own render.
 */
export function warmIntl(locale: string, idle: (run: () => void) => void = whenIdle): void {
  const steps = [() => new Intl.NumberFormat(locale).format(1234.5), () => new Intl.PluralRules(locale).select(2)];
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
