import type { WidgetMessages } from '../en';

/** Modellbereitstellung: die Liste der Deployments. */
export const inferencing: WidgetMessages['inferencing'] = {
  status: {
    DEPLOYING: 'Wird bereitgestellt',
    RUNNING: 'Läuft',
    PAUSED: 'Pausiert',
    FAILED: 'Fehlgeschlagen',
    STOPPED: 'Gestoppt',
  },
  cpuOnly: 'Nur CPU',
  deployments: {
    label: 'Deployments',
    search: 'Deployments durchsuchen',
    create: 'Modell bereitstellen',
    deleteConsequence:
      'Endpunkt, API-Schlüssel, Versionen und Betriebszeiten werden entfernt. Dies kann nicht rückgängig gemacht werden.',
    empty: 'Noch keine Deployments',
    emptyHelp: 'Stellen Sie ein vordefiniertes Modell oder ein eigenes Image bereit.',
    emptyShared: 'Deployments, auf die Sie Zugriff erhalten, erscheinen hier.',
    noMatch: 'Kein Deployment entspricht dieser Suche',
    model: 'Modell',
    columns: {
      name: 'Name',
      status: 'Status',
      model: 'Modell',
      version: 'Version',
      resources: 'Ressourcen',
      requests: 'Anfragen',
      created: 'Erstellt',
    },
    replicas: (p) => `${p.min}–${p.max} Replikate, ${p.gpu}`,
  },
};
