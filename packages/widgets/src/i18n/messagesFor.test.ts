import { describe, expect, it } from 'vitest';
import { de } from '../locales/de';
import { common } from './messages/en/common';
import { notifications } from './messages/en/notifications';
import { hostOverrides } from './overridesFixture';
import { messagesFor } from './useMessages';

describe('messagesFor (what useMessages returns)', () => {
  it('gives a widget the English of the areas it asks for, and only those', () => {
    const messages = messagesFor(undefined, { common, notifications });
    expect(Object.keys(messages)).toEqual(['common', 'notifications']);
    expect(messages.common.actions.save).toBe('Save');
    expect(messages.notifications.unreadOnly).toBe(notifications.unreadOnly);
  });

  it("lays a host's overrides over the areas asked for, key by key, keeping English for the rest", () => {
    const messages = messagesFor(hostOverrides, { common, notifications });
    expect(messages.notifications.unreadOnly).toBe('Non lues seulement');
    expect(messages.notifications.markAllRead).toBe('Tout marquer comme lu');
    expect(messages.common.table.rowsPerPage).toBe('Lignes par page');
    expect(messages.common.actions.save).toBe('Save');
    expect(common.table.rowsPerPage).not.toBe('Lignes par page');
  });

  it('takes a whole catalogue such as German', () => {
    expect(messagesFor(de, { common }).common.actions.save).toBe(de.common.actions.save);
    expect(de.common.actions.save).not.toBe(common.actions.save);
  });

  it('returns the same object for the same overrides and areas, and a new one when the overrides change', () => {
    const first = messagesFor(hostOverrides, { common, notifications });
    expect(messagesFor(hostOverrides, { common, notifications })).toBe(first);
    expect(messagesFor(undefined, { common })).toBe(messagesFor(undefined, { common }));
    expect(messagesFor({ common: { actions: { save: 'Sichern' } } }, { common, notifications })).not.toBe(first);
  });
});
