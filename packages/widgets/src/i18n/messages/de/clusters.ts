import type { WidgetMessages } from '../en';

/** Cluster-Übersicht: Kapazitätskarten, Zuweisung, Nutzung und Auslastung. */
export const clusters: WidgetMessages['clusters'] = {
  resources: {
    gpus: { label: 'GPUs', unit: 'GPU', axis: 'GPUs' },
    cpuCores: { label: 'CPU', unit: 'Kerne', axis: 'CPU-Kerne' },
    memoryGiB: { label: 'Arbeitsspeicher', unit: 'GiB', axis: 'Arbeitsspeicher (GiB)' },
  },
  resource: 'Ressource',
  capacity: 'Kapazität',
  gpuModels: 'GPU-Modelle',
  gpuModelCount: (p) => `${p.count} GPU, ${p.free} frei`,
  none: 'Keine Cluster',
  noneHelp: 'Cluster erscheinen hier, sobald die Plattform sie registriert.',
  cluster: 'Cluster',
  range: 'Zeitraum',
  unavailable: 'Messwerte sind nicht verfügbar',
  source: {
    measured: { label: 'Gemessen', help: 'Knoten, Kapazität und Nutzung misst die Metrik-Engine der Plattform.' },
    simulated: {
      label: 'Simuliert',
      help: 'Knoten, Kapazität und Nutzung dieses Clusters simuliert der Referenzserver; sie sind nicht gemessen.',
    },
  },
  option: (p) => `${p.name} (${p.region})${p.simulated ? ', simuliert' : ''}`,
  nodes: {
    title: (p) => `${p.resource}-Zuweisung pro Knoten`,
    description:
      'Kapazität jedes Knotens, was die sichtbaren Workloads angefordert haben und was für den nächsten frei ist.',
    empty: 'Keine Knoten',
    emptyHelp: 'Knoten erscheinen hier, sobald sie dem Cluster beitreten.',
    capacity: 'Kapazität',
    allocated: 'Zugewiesen',
    free: 'Frei',
    status: { READY: '', CORDONED: ' (gesperrt)', NOT_READY: ' (ausgefallen)' },
  },
  tenants: {
    title: (p) => `${p.resource}-Nutzung pro ${p.level}`,
    description: 'Was jeder jetzt anfordert, und seine mittlere und höchste Nutzung im Zeitraum.',
    empty: 'Keine Nutzung',
    emptyHelp: 'Nichts Sichtbares hat in diesem Zeitraum Ressourcen angefordert.',
    allocated: 'Jetzt zugewiesen',
    mean: 'Mittlere Nutzung',
    peak: 'Höchste Nutzung',
    levels: { organization: 'Organisation', branch: 'Niederlassung', project: 'Projekt' },
    tenant: 'Mandant',
  },
  utilisation: {
    title: (p) => `${p.resource}-Auslastung`,
    description: 'Kapazität des Clusters, was die sichtbaren Workloads angefordert und was sie genutzt haben.',
    empty: 'Keine Messwerte in diesem Zeitraum',
    emptyHelp: 'Wählen Sie einen Zeitraum innerhalb der letzten aufgezeichneten Tage.',
    capacity: 'Kapazität',
    allocated: 'Zugewiesen',
    used: 'Genutzt',
  },
};
