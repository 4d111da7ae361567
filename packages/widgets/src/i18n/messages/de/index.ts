import type { WidgetMessages } from '../en';
import { common } from './common';

/** Der deutsche Katalog: vollständig, damit kein Widget auf Englisch zurückfällt (der Typ prüft es). */
export const de: WidgetMessages = {
  common,
};
