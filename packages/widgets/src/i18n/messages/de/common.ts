import type { WidgetMessages } from '../en';

/** Gemeinsame Texte: Zustände, Tabellen, Dialoge, Formulare und Meldungen. */
export const common: WidgetMessages['common'] = {
  state: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    loadFailed: 'Dieser Teil konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    errorTitle: {
      unreachable: 'Der Server ist nicht erreichbar',
      sessionEnded: 'Ihre Sitzung ist abgelaufen',
      forbidden: 'Sie haben keinen Zugriff',
      notFound: 'Nicht gefunden',
      failed: 'Etwas ist schiefgelaufen',
    },
  },
  actions: {
    create: 'Erstellen',
    save: 'Speichern',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    dismiss: 'Schließen',
  },
  table: {
    actions: 'Aktionen',
    empty: 'Noch nichts vorhanden',
    cannotBeUndone: 'Dies kann nicht rückgängig gemacht werden.',
    deleteTitle: (p) => `${p.name} löschen?`,
    rowAction: (p) => `${p.name}: ${p.action}`,
    pages: (p) => `Seiten von ${p.label}`,
    range: (p) => `${p.first}–${p.last} von ${p.total}`,
    rowsPerPage: 'Zeilen pro Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    page: (p) => `Seite ${p.page} von ${p.count}`,
    loading: (p) => `${p.label} werden geladen…`,
    exportCsv: 'CSV exportieren',
    exporting: 'Wird exportiert…',
    exported: (p) => `${p.file} heruntergeladen`,
    exportFailed: 'Der Export ist fehlgeschlagen',
  },
  toast: {
    region: 'Benachrichtigungen',
    regionHotkey: (p) => `${p.label} ({hotkey})`,
  },
  validation: {
    enterName: 'Geben Sie einen Namen ein',
    maxChars: (p) => `Höchstens ${p.max} Zeichen`,
    httpUrl: 'Geben Sie eine http- oder https-Adresse ein',
    wholeNumber: (p) => `Geben Sie ${p.what} als ganze Zahl ein`,
    atLeast: (p) => `Mindestens ${p.min}`,
    atMost: (p) => `Höchstens ${p.max}`,
  },
  never: 'Nie',
  none: '—',
};
