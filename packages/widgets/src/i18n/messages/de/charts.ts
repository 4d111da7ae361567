import { plural } from '../../plural';
import type { WidgetMessages } from '../en';

/** Diagramme: Rahmen, Zusammenfassungen für Screenreader, Tabellen und Karten. */
export const charts: WidgetMessages['charts'] = {
  empty: 'Keine Daten vorhanden',
  emptyHelp: 'Zahlen erscheinen hier, sobald es welche gibt.',
  allZero: 'Alle Werte sind null.',
  onePoint: 'Bisher nur ein Messpunkt: Für eine Linie braucht es zwei.',
  loading: (p) => `${p.title} wird geladen…`,
  tableView: 'Tabellenansicht',
  noData: 'keine Daten',
  values: (p) => `${p.title}, Werte`,
  total: 'Summe',
  time: 'Zeit',
  category: 'Kategorie',
  bar: {
    categories: (p) =>
      `${plural('de', p.count, { one: '# Kategorie', other: '# Kategorien' }, p.formatted)}, ${p.series}.`,
    largest: (p) => `Größte Summe: ${p.label}, ${p.value}.`,
    keys: 'Mit den Pfeiltasten zwischen Kategorien wechseln.',
  },
  series: {
    range: (p) => `Von ${p.from} bis ${p.to}.`,
    points: (p) => plural('de', p.count, { one: '# Punkt', other: '# Punkte' }, p.formatted),
    noValues: (p) => `${p.label}: ${p.points}, keine Werte.`,
    stats: (p) => `${p.label}: ${p.points}, niedrigster ${p.min}, höchster ${p.max}, letzter ${p.latest}.`,
    keysMany: 'Mit Links und Rechts zwischen Punkten, mit Auf und Ab zwischen Reihen wechseln.',
    keysOne: 'Mit Links und Rechts zwischen Punkten wechseln.',
    point: (p) => `${p.label}, ${p.time}: ${p.value}. Punkt ${p.index} von ${p.count}.`,
  },
  capacity: {
    used: (p) => `${p.value} genutzt`,
    allocated: (p) => `${p.value} zugewiesen`,
    of: (p) => `von ${p.value}`,
    legendUsed: (p) => `Genutzt ${p.value}`,
    legendAllocated: (p) => `Zugewiesen ${p.value}`,
    legendFree: (p) => `Frei ${p.value}`,
    over: (p) => `Überbucht um ${p.value}`,
    inUse: (p) => `${p.label} in Nutzung`,
  },
  statLoading: (p) => `${p.label} wird geladen…`,
};
