import { describe, expect, it } from 'vitest';
import { formatterFor } from './format';
import { plural } from './plural';

describe('formatterFor', () => {
  it('formats numbers, percentages and dates in its locale', () => {
    const fr = formatterFor('fr-FR');
    expect(fr.number(1234.5)).toBe('1\u202f234,5');
    expect(fr.percent(0.5)).toBe('50\u00a0%');
    expect(fr.date('2026-11-21T12:00:00Z', { timeZone: 'UTC' })).toBe('21 nov. 2026');
    expect(formatterFor('en-US').number(1234.5)).toBe('1,234.5');
  });

  it('returns text that is not a date as is', () => {
    expect(formatterFor('en-US').dateTime('not a date')).toBe('not a date');
  });

  it('formats bytes in 1024 steps, durations in two units and relative times', () => {
    const en = formatterFor('en-US');
    expect(en.bytes(1536 * 1024 * 1024)).toBe('1.5 GB');
    expect(en.duration(2 * 3_600_000 + 5 * 60_000 + 7000)).toBe('2 hr 5 min');
    expect(en.relative(Date.UTC(2026, 0, 1, 11, 57), Date.UTC(2026, 0, 1, 12, 0))).toBe('3 minutes ago');
    expect(formatterFor('de-DE').relative(Date.UTC(2026, 0, 1, 14), Date.UTC(2026, 0, 1, 12))).toBe('in 2 Stunden');
  });

  it('writes a small count exactly as Intl does, in every locale it shortcuts and in those it does not', () => {
    const locales = ['en', 'en-US', 'de-DE', 'fr-FR', 'sv-SE', 'pt-BR', 'ar-EG', 'fa-IR', 'hi-IN-u-nu-deva', 'bn'];
    const values = [0, 7, 42, 999, 1000, 12_345, -5, 2.5];
    for (const locale of locales)
      for (const value of values)
        expect(formatterFor(locale).number(value), `${locale} ${value}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
  });

  it('writes whole numbers exactly as Intl does, where it groups them itself and where it leaves them to Intl', () => {
    const locales = ['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'en-IE', 'de', 'de-DE'];
    const others = ['en-IN', 'en-ZA', 'de-AT', 'de-CH', 'en-US-u-nu-arab', 'fr-FR', 'es-ES', 'pl-PL'];
    const values = [0, -0, 1000, 9999, 10_000, 123_456, 1_234_567, 10_000_000, Number.MAX_SAFE_INTEGER, -1000, 1e21];
    for (const locale of [...locales, ...others])
      for (const value of values)
        expect(formatterFor(locale).number(value), `${locale} ${value}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
  });

  it("writes numbers in the browser's locale when given none, as Intl does", () => {
    const values = [0, 7, 999, 1000, 10_000, 1_234_567, 2.5, -3];
    for (const value of values)
      expect(formatterFor(undefined).number(value), String(value)).toBe(new Intl.NumberFormat().format(value));
  });

  it('writes a day exactly as Intl does, where it writes it itself and where it leaves it to Intl', () => {
    const locales = ['en', 'en-US', 'de', 'de-DE', 'en-GB', 'en-IN', 'de-AT', 'de-CH', 'fr-FR', 'en-US-u-ca-buddhist'];
    const start = new Date(2025, 0, 1, 12).getTime();
    const days = Array.from({ length: 400 }, (_, i) => new Date(start + i * 86_400_000));
    const edges = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 11, 31, 23, 59),
      new Date(999, 5, 1),
      new Date(10_000, 0, 1),
    ];
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
      for (const day of [...days, ...edges])
        expect(formatterFor(locale).date(day), `${locale} ${day.toISOString()}`).toBe(intl.format(day));
    }
    for (const day of days)
      expect(formatterFor(undefined).date(day)).toBe(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(day),
      );
    expect(formatterFor('en-US').date('2026-11-21T12:00:00Z', { timeZone: 'UTC' })).toBe('Nov 21, 2026');
  });

  it('is made once per locale', () => {
    expect(formatterFor('de-DE')).toBe(formatterFor('de-DE'));
  });
});

describe('plural', () => {
  it("picks the catalogue language's form and puts the formatted count in", () => {
    const forms = { one: '# point', other: '# points' };
    expect(plural('en', 1, forms)).toBe('1 point');
    expect(plural('en', 1234, forms, '1,234')).toBe('1,234 points');
    expect(plural('en', 0, { other: 'none' })).toBe('none');
  });
});
