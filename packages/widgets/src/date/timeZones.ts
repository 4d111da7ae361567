/** An IANA time zone name, e.g. `"Europe/Berlin"` or `"UTC"`. */
export type TimeZone = string;

let cached: readonly TimeZone[] | undefined;

/**
 * The IANA zones this runtime knows (`Intl.supportedValuesOf('timeZone')`), sorted, with `UTC` added where the
 * runtime lists only geographic zones. Read once, on first use, so importing costs nothing.
 */
export function supportedTimeZones(): readonly TimeZone[] {
  if (cached === undefined) {
    const zones = new Set<TimeZone>(Intl.supportedValuesOf('timeZone'));
    zones.add('UTC');
    cached = [...zones].sort();
  }
  return cached;
}

/** Whether the runtime accepts a zone name (canonical or an alias such as `US/Eastern`). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this device is set to. */
export function localTimeZone(): TimeZone {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's UTC offset at a moment, e.g. `"UTC+01:00"` or `"UTC+00:00"`; it changes with daylight saving time. */
export function timeZoneOffset(zone: TimeZone, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // Runtimes write a zero offset as "GMT" or "GMT+00:00"; one spelling keeps the list even.
  const offset = (part ?? 'GMT').replace('GMT', 'UTC');
  return offset === 'UTC' ? 'UTC+00:00' : offset;
}
