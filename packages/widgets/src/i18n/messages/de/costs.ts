import type { costs as en } from '../en/costs';

/** Kostenverrechnung: Kosten je Mandant, Budgets und Prognosen, die Preisliste. */
export const costs: typeof en = {
  range: 'Zeitraum',
  ranges: { '7d': 'Letzte 7 Tage', '30d': 'Letzte 30 Tage', '90d': 'Letzte 90 Tage' },
  exportCsv: 'CSV exportieren (FOCUS)',
  exporting: 'Wird exportiert…',
  stats: {
    cost: 'Kosten im Zeitraum',
    storageHelp: (p) => `davon ${p.storage} Speicher`,
    idle: 'Leerlaufkosten im Zeitraum',
    idleHelp: (p) => `${p.share} der Kosten waren belegt, aber ungenutzt`,
    monthToDate: (p) => `Ausgegeben im ${p.month}`,
    forecast: 'Prognose zum Monatsende',
    forecastHelp: (p) => `bei ${p.rate} pro Stunde, der Rate des letzten Tages`,
    ofBudget: (p) => `von einem Budget von ${p.budget}`,
    noBudget: 'kein Budget gesetzt',
  },
  chart: {
    title: (p) => `Kosten je ${p.level}`,
    description:
      'Was die Workloads jedes Mandanten im Zeitraum belegt haben, bepreist; der Leerlaufanteil war belegt, aber ungenutzt.',
    used: 'Genutzt',
    idle: 'Leerlauf',
    empty: 'Keine Kosten in diesem Zeitraum',
    emptyHelp: 'Kosten erscheinen, sobald Workloads GPUs, CPU oder Arbeitsspeicher belegen.',
    levels: { ORGANIZATION: 'Organisation', BRANCH: 'Niederlassung', PROJECT: 'Projekt' },
    category: { ORGANIZATION: 'Organisation', BRANCH: 'Niederlassung', PROJECT: 'Projekt' },
  },
  table: {
    label: 'Kosten je Mandant',
    name: 'Name',
    parent: 'Gehört zu',
    cost: 'Kosten',
    idle: 'Leerlauf',
    gpuHours: 'GPU-Stunden',
    cpuCoreHours: 'Kernstunden',
    memoryGiBHours: 'GiB-Stunden',
    storage: 'Speicher',
  },
  workloads: {
    label: 'Teuerste Workloads',
    title: 'Kosten je Workload',
    description: (p) =>
      p.shown < p.count
        ? `Die ${p.shown} teuersten von ${p.count} Workloads.`
        : 'Alle Workloads, die etwas belegt haben.',
    name: 'Workload',
    project: 'Projekt',
    kinds: { NOTEBOOK: 'Notebook', DEPLOYMENT: 'Deployment', SERVICE: 'Projektdienst', OTHER: 'Workload' },
    empty: 'Kein Workload hat in diesem Zeitraum etwas belegt',
  },
  metered:
    'Die Kosten stammen aus Belegungsdatensätzen: alle fünf Minuten wird erfasst, was jeder Workload belegt; Leerlauf ist, was er belegt, aber nicht genutzt hat. Speicher wird wie belegt berechnet, ohne Leerlauf.',
  budget: {
    title: (p) => `Monatsbudget von ${p.name}`,
    description:
      'Warnungen gehen an die Admins dieser Ebene bei 50, 80 und 100 % Verbrauch und wenn die Prognose das Budget überschreitet.',
    amount: (p) => `Monatsbudget (${p.currency})`,
    save: 'Budget speichern',
    clear: 'Budget entfernen',
    saved: 'Budget gespeichert',
    none: 'Kein Budget gesetzt.',
    alertsSent: 'Diesen Monat gesendete Warnungen',
    noAlerts: 'Noch keine',
    alert: (p) => (p.alert === 'FORECAST' ? 'Prognose über Budget' : `${p.alert} % verbraucht`),
    readOnly: 'Nur die Admins dieser Ebene oder darüber setzen ihr Budget.',
  },
  prices: {
    title: 'Preisliste',
    description: 'Was eine Stunde jeder Ressource kostet; jeder Bericht bepreist die Stunden mit der geltenden Liste.',
    currency: 'Währung',
    gpuModel: (p) => `${p.model} je GPU-Stunde`,
    otherGpu: 'Andere GPU-Modelle je GPU-Stunde',
    cpuCore: 'Je CPU-Kernstunde',
    memoryGiB: 'Je GiB-Stunde Arbeitsspeicher',
    storageGiB: 'Je GiB-Stunde Speicher',
    save: 'Preise speichern',
    saved: 'Preise gespeichert',
    readOnly: 'Super-Admins pflegen die Preisliste.',
  },
};
