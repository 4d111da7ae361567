import type { WidgetMessages } from '../en';

/** Datums- und Zeitfelder: Kalender, Bereichsbeschriftungen, Platzhalter und Vorgaben. */
export const date: WidgetMessages['date'] = {
  datePlaceholder: 'JJJJ-MM-TT',
  timePlaceholder: 'HH:mm',
  openCalendar: 'Kalender öffnen',
  openCalendarFor: (p) => `Kalender für ${p.label} öffnen`,
  chooseLabel: (p) => `${p.label} wählen`,
  chooseDate: 'Datum wählen',
  chooseDates: 'Zeitraum wählen',
  quickRanges: 'Schnellauswahl',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  pickEnd: 'Wählen Sie jetzt das Enddatum.',
  pickStart: 'Wählen Sie das Startdatum.',
  startTime: 'Startzeit',
  endTime: 'Endzeit',
  chooseTimeZone: 'Zeitzone wählen',
  presets: { last24Hours: 'Letzte 24 Stunden', last7Days: 'Letzte 7 Tage', last30Days: 'Letzte 30 Tage' },
};
