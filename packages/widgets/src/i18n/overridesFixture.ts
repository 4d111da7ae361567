import type { WidgetMessages } from './messages/en';
import type { DeepPartial } from './types';

/** A host's three overridden texts, shared by the localization story and its test. */
export const hostOverrides: DeepPartial<WidgetMessages> = {
  notifications: {
    unreadOnly: 'Non lues seulement',
    markAllRead: 'Tout marquer comme lu',
  },
  common: { table: { rowsPerPage: 'Lignes par page' } },
};
