import type { PortalMessages } from './en';

// Die eigenen Texte des Portals auf Deutsch: vollständig (der Typ prüft es).
export const de: PortalMessages = {
  brand: 'Partner Hub',
  views: {
    inbox: 'Posteingang',
    projects: 'Projekte',
    people: 'Personen',
    deployments: 'Deployments',
    costs: 'Kosten',
    audit: 'Audit-Protokoll',
  },
  nav: 'Portal',
  theme: 'Darstellung',
  themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  language: 'Sprache',
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  search: 'Suchen',
  searchShortcut: 'Strg K',
  signingIn: 'Sie werden angemeldet…',
  signInLead: 'Ihre Projekte, Personen und Modell-Deployments auf der Acme-Plattform an einem Ort.',
  signInFailed: (p) => `Die Anmeldung wurde nicht abgeschlossen: ${p.error}`,
  loadingOrganization: 'Ihre Organisation wird geladen…',
  organizationFailed: 'Ihre Organisation konnte nicht geladen werden.',
  tryAgain: 'Erneut versuchen',
  noOrganization: 'Ihr Konto gehört noch zu keiner Organisation: Bitten Sie Ihre Administration, Sie hinzuzufügen.',
  messages: 'Portal-Meldungen',
  inboxLead: 'Neuigkeiten zu Ihren Projekten erscheinen hier, sobald sie geschehen.',
  projectsLead: (p) => `Projekte von ${p.organization}.`,
  peopleLead: (p) => `Alle mit Zugriff auf ${p.organization}.`,
  deploymentsLead: (p) => `Modelle, die in ${p.project} laufen.`,
  noProject: (p) => `${p.organization} hat noch kein Projekt, daher ist nichts bereitgestellt.`,
  costsLead: (p) =>
    `Was die Workloads von ${p.organization} belegt haben, bepreist, je Niederlassung; das Monatsbudget und die Prognose zum Monatsende.`,
  auditLead: (p) => `Jede Änderung in ${p.organization}: wer sie wann und von wo aus vorgenommen hat.`,
};
