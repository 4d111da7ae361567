import type { WidgetMessages } from '../en';

/** Glocke, Posteingang und Liste der Benachrichtigungen. */
export const notifications: WidgetMessages['notifications'] = {
  title: 'Benachrichtigungen',
  bell: (p) => (p.unread > 0 ? `Benachrichtigungen, ${p.count} ungelesen` : 'Benachrichtigungen'),
  latest: 'Neueste Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  markReadOf: (p) => `Als gelesen markieren: ${p.title}`,
  unreadPrefix: 'Ungelesen: ',
  caughtUp: 'Sie sind auf dem neuesten Stand',
  viewAll: 'Alle Benachrichtigungen anzeigen',
  loading: 'Benachrichtigungen werden geladen…',
  unreadOnly: 'Nur ungelesene',
  noUnread: 'Keine ungelesenen Benachrichtigungen',
  none: 'Noch keine Benachrichtigungen',
};
