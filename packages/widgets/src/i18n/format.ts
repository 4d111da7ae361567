/** Dates, numbers and amounts in one locale, through `Intl`; `undefined` locale is the reader's browser. */
export interface Formatter {
  /** The BCP 47 locale the formatter was made for (`undefined`: the browser's). */
  locale: string | undefined;
  /** A day, e.g. "Jan 2, 2026"; text that is not a date is returned as is. */
  date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
  /** A day and a time of day, e.g. "Jan 2, 2026, 3:04 PM"; text that is not a date is returned as is. */
  dateTime: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
  /** A number, e.g. "1,234.5". */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A ratio as a percentage, `0.5` → "50%". */
  percent: (ratio: number, maximumFractionDigits?: number) => string;
  /** A size in bytes with a binary-style unit, e.g. "1.5 GB" (1024-based, as the API's quotas are). */
  bytes: (value: number) => string;
  /** A span of milliseconds in its largest whole units, e.g. "2 hr, 5 min". */
  duration: (ms: number) => string;
  /** A time relative to `now`, e.g. "3 minutes ago", "in 2 hours". */
  relative: (value: string | number | Date, now?: number) => string;
}

const cache = new Map<string, Formatter>();
const intlCache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale ?? ''}|${options === undefined ? '' : JSON.stringify(options)}`;
  let value = intlCache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    intlCache.set(key, value);
  }
  return value;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;
const SPANS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

const lists = new Map<string, Intl.ListFormat>();
function unitList(locale: string | undefined): Intl.ListFormat {
  let list = lists.get(locale ?? '');
  if (list === undefined) {
    list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
    lists.set(locale ?? '', list);
  }
  return list;
}

/**
 * Languages whose numbers use the digits 0-9 by default (CLDR's `latn` numbering system) and need no grouping
 * below a thousand. A locale with a Unicode extension (`-u-nu-…` may choose other digits) is left to `Intl`.
 */
const PLAIN_DIGIT_LANGUAGES = new Set(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'nb', 'fi', 'cs']);
function writesPlainDigits(locale: string | undefined): boolean {
  if (locale === undefined || /-u-/i.test(locale)) return false;
  return PLAIN_DIGIT_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '');
}

/**
 * Locales (exact tags) whose whole numbers group every three digits from a thousand on with one separator, as
 * CLDR writes them ("10,000", "10.000"); format.test.ts checks each against `Intl`. Regions that differ (en-IN
 * "1,00,000", en-ZA and de-AT with spaces, de-CH "10'000") are not here and go to `Intl`.
 */
const GROUP_SEPARATORS: Record<string, string> = {
  en: ',',
  'en-us': ',',
  'en-gb': ',',
  'en-au': ',',
  'en-ca': ',',
  'en-nz': ',',
  'en-ie': ',',
  de: '.',
  'de-de': '.',
};

/**
 * The locale `Intl` formats in when given none, when the browser names it the same way (`navigator.language`);
 * otherwise `undefined` and every number goes to `Intl`. A plural rules object tells `Intl`'s default without
 * loading number data (well under a millisecond, where the first number format costs tens).
 */
function defaultLocale(): string | undefined {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!language) return undefined;
  const resolved = new Intl.PluralRules().resolvedOptions().locale;
  return resolved.toLowerCase() === language.toLowerCase() ? resolved : undefined;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A day as `Intl`'s `dateStyle: 'medium'` writes it in the browser's time zone, for the locales (exact tags) whose
 * CLDR pattern is written here: "Jan 2, 2026" (en, en-US) and "02.01.2026" (de, de-DE); format.test.ts checks
 * each against `Intl` day by day. The first `Intl.DateTimeFormat` of a page costs 30-50 ms (its locale data and
 * pattern generator load), which a table's first frame of rows with a date column need not pay. Years outside
 * 1000-9999 and other locales go to `Intl`.
 */
const MEDIUM_DATES: Record<string, (date: Date) => string> = {
  en: (d) => `${MONTHS_EN[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`,
  'en-us': (d) => `${MONTHS_EN[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`,
  de: (d) => `${twoDigits(d.getDate())}.${twoDigits(d.getMonth() + 1)}.${d.getFullYear()}`,
  'de-de': (d) => `${twoDigits(d.getDate())}.${twoDigits(d.getMonth() + 1)}.${d.getFullYear()}`,
};

function makeFormatter(locale: string | undefined): Formatter {
  const digitsLocale = locale ?? defaultLocale();
  const mediumDate =
    digitsLocale === undefined || /-u-/i.test(digitsLocale) ? undefined : MEDIUM_DATES[digitsLocale.toLowerCase()];
  const dateFormat = (kind: string, defaults: Intl.DateTimeFormatOptions) => {
    return (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => {
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      if (kind === 'date' && options === undefined && mediumDate !== undefined) {
        const year = date.getFullYear();
        if (year >= 1000 && year <= 9999) return mediumDate(date);
      }
      const merged = options === undefined ? defaults : { ...defaults, ...options };
      return cached(kind, locale, merged, () => new Intl.DateTimeFormat(locale, merged)).format(date);
    };
  };
  const plainDigits = writesPlainDigits(digitsLocale);
  const separator = digitsLocale === undefined ? undefined : GROUP_SEPARATORS[digitsLocale.toLowerCase()];
  const number = (value: number, options?: Intl.NumberFormatOptions) => {
    // A count reads the same as its digits (grouped by threes where the locale's grouping is known); the first
    // `Intl.NumberFormat` of a page costs 30-50 ms (its locale data loads), which a landing with only counts, or a
    // table's "1–10,000 of 10,000", need not pay before its first frame.
    if (options === undefined && Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0)) {
      if (plainDigits && value < 1000) return String(value);
      if (separator !== undefined) return String(value).replace(/\B(?=(\d{3})+$)/g, separator);
    }
    return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
  };
  return {
    locale,
    date: dateFormat('date', { dateStyle: 'medium' }),
    dateTime: dateFormat('dateTime', { dateStyle: 'medium', timeStyle: 'short' }),
    number,
    percent: (ratio, maximumFractionDigits = 0) => number(ratio, { style: 'percent', maximumFractionDigits }),
    bytes: (value) => {
      let unit = 0;
      let amount = value;
      while (Math.abs(amount) >= 1024 && unit < BYTE_UNITS.length - 1) {
        amount /= 1024;
        unit += 1;
      }
      return number(amount, {
        style: 'unit',
        unit: BYTE_UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    },
    duration: (ms) => {
      let rest = Math.max(0, Math.round(ms / 1000) * 1000);
      const parts: string[] = [];
      for (const [unit, size] of SPANS) {
        const whole = Math.floor(rest / size);
        if (whole > 0 && parts.length < 2) parts.push(number(whole, { style: 'unit', unit, unitDisplay: 'short' }));
        rest -= whole * size;
      }
      if (parts.length === 0) return number(0, { style: 'unit', unit: 'second', unitDisplay: 'short' });
      return unitList(locale).format(parts);
    },
    relative: (value, now = Date.now()) => {
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      const diff = date.getTime() - now;
      const format = cached(
        'relative',
        locale,
        undefined,
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      ) as Intl.RelativeTimeFormat;
      for (const [unit, size] of SPANS) {
        if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
      }
      return format.format(0, 'second');
    },
  };
}

/** The formatter of a locale, made once and shared (`Intl` objects are costly to build). */
export function formatterFor(locale: string | undefined): Formatter {
  const key = locale ?? '';
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = makeFormatter(locale);
    cache.set(key, formatter);
  }
  return formatter;
}
