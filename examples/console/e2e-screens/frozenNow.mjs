// Preloaded into the screenshot stack's processes through NODE_OPTIONS (see playwright.screens.config.ts).
// In the admin API process only, it stops the wall clock at SCREENS_FROZEN_NOW: the demo seed reads
// `Date.now()` and computes SLA due times from Zurich office hours, so without this every run (and every
// hour of the day) would seed different times, due dates and breach flags. Time then moves only when the
// test asks the API's own test clock to advance (`POST /__test/clock/advance`, ADMIN_API_TEST_CLOCK=1),
// which also runs whatever falls due, so the screens are shot in a settled state at a known instant.
// Timers (`setTimeout`) still run in real time; only what reads the date is frozen.
const at = process.env.SCREENS_FROZEN_NOW;
if (at && /[\\/]examples[\\/]admin-api[\\/]?$/.test(process.cwd())) {
  const frozen = Date.parse(at);
  if (Number.isNaN(frozen)) throw new Error(`SCREENS_FROZEN_NOW is not an instant: ${at}`);
  const RealDate = Date;
  RealDate.now = () => frozen;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [frozen], newTarget),
    apply: () => new RealDate(frozen).toString(),
  });
}
