// The console's English texts that only the areas' pages show: what a page says when its selection or its id is
// missing, why a control is disabled, toasts and the pages' own words. They load with the first such page, not with
// the console's start (the shell's texts are in en.ts); other languages carry them in their one catalogue.

export const enAreas = {
  /** What a page shows when the selection it needs is missing. */
  empty: {
    nothingSelected: 'Nothing selected',
    noOrganization: 'No organization selected',
    chooseOrganization: 'Choose an organization in the context switcher.',
    noProject: 'No project selected',
    chooseProject: 'Choose a project in the context switcher.',
    chooseAnyScope: 'Choose an organization, branch or project in the context switcher.',
    chooseOrganizationOrBranch: 'Choose an organization or branch in the context switcher.',
    chooseClusterScope: 'Choose where to look in the context switcher.',
    chooseUserScope: 'Choose where to manage users in the context switcher.',
    nowhereToInvite: 'Nowhere to invite to',
    administerNothing: 'You administer nothing in the current selection.',
    noBranchForProject: 'No branch to create a project in',
    chooseBranchFirst: 'Choose a branch you administer first.',
    notYoursToCreate: 'Not yours to create',
  },
  /** A 404 for an id in the address that names nothing. */
  missing: {
    branch: 'No such branch',
    deployment: 'No such deployment',
    notebook: 'No such notebook',
    organization: 'No such organization',
    project: 'No such project',
    slaPolicy: 'No such SLA policy',
    ticket: 'No such ticket',
    user: 'No such user',
  },
  /** Why a control is disabled for the reader's role. */
  reasons: {
    onlySuperAdminsManageOrganizations: 'Only super admins manage organizations',
    onlyOrganizationAdminsManageBranches: 'Only organization admins manage branches',
    onlyOrganizationAdminsCreateSla: 'Only organization admins create SLA policies',
    onlyOrganizationAdminsCreateSlaSentence: 'Only organization admins create SLA policies.',
    onlyProjectAdminsChangeQuotas: 'Only project admins change quotas',
  },
  toasts: {
    branchSaved: 'Branch saved',
    credentialsSaved: 'Credentials saved',
    deploymentDeleted: 'Deployment deleted',
    deploymentStarted: 'Deployment started',
    newVersionRollingOut: 'New version rolling out',
    invitationSent: 'Invitation sent',
    invitationSentAgain: 'Invitation sent again',
    organizationSaved: 'Organization saved',
    projectSaved: 'Project saved',
    roleAssigned: 'Role assigned',
    serviceRemoved: 'Service removed',
    slaPolicyCreated: 'SLA policy created',
    slaPolicyDeleted: 'SLA policy deleted',
    slaPolicySaved: 'SLA policy saved',
    ticketOpened: 'Ticket opened',
    userActivated: 'User activated',
    userDeactivated: 'User deactivated',
  },
  pageText: {
    details: 'Details',
    auditDescription: 'Every change in this scope: who made it, when, from where, and what it changed.',
    editBranch: 'Edit branch',
    editOrganization: 'Edit organization',
    services: 'Services',
    retention: 'Retention',
    auditRetention: 'Audit retention',
    members: 'Members',
    projectAdmin: 'Project admin',
    member: 'Member',
    branches: 'Branches',
    projects: 'Projects',
    registryCredentials: 'Registry credentials',
    registryCredentialsDescription: 'For custom images from a private registry; saved secrets are only shown masked.',
    organization: 'Organization',
    chooseOrganization: 'Choose an organization',
    chooseTicketOrganization: 'Choose the organization the ticket is for',
    unread: (p: { count: string }) => `${p.count} unread`,
    openTicket: 'Open a ticket',
    openTicketAbout: (p: { name: string }) => `Open a ticket about ${p.name}`,
    /** The subject a ticket about a notification starts with. */
    aboutNotification: (p: { title: string }) => `About: ${p.title}`,
    /** The subject a ticket about a resource starts with. */
    aboutResource: (p: { kind: 'DEPLOYMENT' | 'NOTEBOOK' | 'PROJECT_SERVICE'; name: string }) =>
      `About ${p.kind === 'DEPLOYMENT' ? 'deployment' : p.kind === 'NOTEBOOK' ? 'notebook' : 'service'} ${p.name}`,
    /** The resource a ticket is about, on its form. */
    resourceKinds: { DEPLOYMENT: 'Deployment', NOTEBOOK: 'Notebook', PROJECT_SERVICE: 'Service' },
    organizationNumber: (p: { id: number }) => `Organization #${p.id}`,
    branchNumber: (p: { id: number }) => `Branch #${p.id}`,
    projectNumber: (p: { id: number }) => `Project #${p.id}`,
  },
};

/** The areas' part of the console's catalogue. */
export type AreaMessages = typeof enAreas;
