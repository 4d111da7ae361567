// The portal's own texts in English, its default language; the widgets bring theirs.
export const en = {
  brand: 'Partner Hub',
  views: {
    inbox: 'Inbox',
    projects: 'Projects',
    people: 'People',
    deployments: 'Deployments',
    costs: 'Costs',
    audit: 'Audit log',
  },
  nav: 'Portal',
  theme: 'Theme',
  themes: { system: 'System theme', light: 'Light', dark: 'Dark' },
  language: 'Language',
  signIn: 'Sign in',
  signOut: 'Sign out',
  search: 'Search',
  searchShortcut: 'Ctrl K',
  signingIn: 'Signing you in…',
  signInLead: 'Your projects, people and model deployments on the Acme platform, in one place.',
  signInFailed: (p: { error: string }) => `Sign-in did not complete: ${p.error}`,
  loadingOrganization: 'Loading your organization…',
  organizationFailed: 'Your organization could not be loaded.',
  tryAgain: 'Try again',
  noOrganization: 'Your account belongs to no organization yet: ask your administrator to add you.',
  messages: 'Portal messages',
  inboxLead: 'Updates about your projects arrive here as they happen.',
  projectsLead: (p: { organization: string }) => `Projects of ${p.organization}.`,
  peopleLead: (p: { organization: string }) => `Everyone with access to ${p.organization}.`,
  deploymentsLead: (p: { project: string }) => `Models serving in ${p.project}.`,
  noProject: (p: { organization: string }) => `${p.organization} has no project yet, so nothing is deployed.`,
  costsLead: (p: { organization: string }) =>
    `What ${p.organization}'s workloads held, priced, per branch; its monthly budget and the forecast to month end.`,
  auditLead: (p: { organization: string }) => `Every change in ${p.organization}: who made it, when and from where.`,
};

export type PortalMessages = typeof en;
