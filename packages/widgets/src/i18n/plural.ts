const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The CLDR plural forms a catalogue gives for a count; `other` is the fallback for any form left out. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Picks the form of a count in a catalogue's own language (`Intl.PluralRules`), with `#` replaced by the count
 * already formatted for the reader (e.g. `1.234`).
 */
export function plural(language: string, count: number, forms: PluralForms, formatted = String(count)): string {
  let rules = rulesByLocale.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    rulesByLocale.set(language, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', formatted);
}
