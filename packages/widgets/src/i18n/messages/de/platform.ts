import type { WidgetMessages } from '../en';

/** Der Zustand der Plattform: welche Engines hinter der API laufen, echt oder simuliert. */
export const platform: WidgetMessages['platform'] = {
  parts: { notebooks: 'Notebooks', serving: 'Modellbereitstellung', metrics: 'Metriken' },
  simulated: 'Simulierte Infrastruktur',
  unavailable: (p) => `${p.engine} antwortet nicht`,
  part: (p) => `${p.part}: ${p.engine}`,
  simulatedEngine: 'auf einer Uhr simuliert, nichts läuft',
  down: (p) => `antwortet nicht (${p.reason})`,
};
