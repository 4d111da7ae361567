import { nextTask } from './nextTask';

/**
 * The first `Intl` formatter of a kind loads its locale's data, tens of milliseconds on a phone. Made here, each in a
 * task of its own while the first route and its data load, that cost stays out of the first render's task (the
 * landing's dates and counts then format with the data loaded).
 */
export async function warmIntl(locale: string): Promise<void> {
  await nextTask();
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  await nextTask();
  new Intl.NumberFormat(locale).format(1234.5);
  await nextTask();
  new Intl.PluralRules(locale).select(2);
}
