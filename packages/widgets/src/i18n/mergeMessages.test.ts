import { describe, expect, it } from 'vitest';
import { de } from '../locales/de';
import { mergeMessages } from './mergeMessages';
import { en } from './messages/en';

describe('mergeMessages', () => {
  it('replaces only the keys a host gives, keeping English for the rest', () => {
    const merged = mergeMessages(en, { common: { actions: { save: 'Enregistrer' } } });
    expect(merged.common.actions.save).toBe('Enregistrer');
    expect(merged.common.actions.cancel).toBe('Cancel');
    expect(merged.common.table.deleteTitle({ name: 'Acme' })).toBe('Delete Acme?');
    expect(en.common.actions.save).toBe('Save');
  });

  it('keeps the base where an override is undefined, and takes function messages whole', () => {
    const merged = mergeMessages(en, {
      common: { actions: { save: undefined }, table: { deleteTitle: (p) => `Supprimer ${p.name} ?` } },
    });
    expect(merged.common.actions.save).toBe('Save');
    expect(merged.common.table.deleteTitle({ name: 'Acme' })).toBe('Supprimer Acme ?');
  });
});

/** Every key path of a catalogue, functions as leaves. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key));
}

describe('the German catalogue', () => {
  it('has every key of the English one and no other', () => {
    expect(paths(de)).toEqual(paths(en));
  });

  it('differs from English in its texts', () => {
    expect(de.common.actions.cancel).toBe('Abbrechen');
    expect(de.common.table.page({ page: '1', count: '3' })).toBe('Seite 1 von 3');
  });
});
