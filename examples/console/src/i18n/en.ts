// The console's own texts in English, the default language. Widgets take theirs from the widgets' catalogue; this
// one holds what the console itself shows: page titles, the shell and its screens. The areas' own texts (toasts,
// refusal reasons, what a page says when its selection is missing) are in enAreas.ts and load with the areas' pages.
import type { AreaMessages } from './enAreas';

/** Page titles (spec section 2): the browser title is `{product}-{title}`, in the reader's language. */
const pages = {
  organizations: 'Organizations',
  organizationCreate: 'Create Organization',
  organizationUpdate: 'Update Organization',
  branches: 'Branches',
  branchDetail: 'Branch Information',
  branchCreate: 'Create Branch',
  branchUpdate: 'Update Branch',
  projects: 'Projects',
  projectCreate: 'Create Project',
  projectUpdate: 'Update Project',
  projectPanel: 'Project Panel',
  clusterOverview: 'Cluster Overview',
  notifications: 'Notifications',
  ticketDashboard: 'Ticket Dashboard',
  slaList: 'SLA List',
  slaCreate: 'Create SLA',
  slaUpdate: 'Update SLA',
  auditLog: 'Audit Log',
  capacity: 'Capacity',
  quotaRequests: 'Quota Requests',
  costs: 'Costs',
  tickets: 'Tickets',
  ticketCreate: 'Create Ticket',
  ticketDetail: 'Ticket Detail',
  iam: 'IAM',
  inviteUser: 'Invite User',
  userDetail: 'User Detail',
  deployments: 'Inferencing list',
  deploymentCreate: 'Custom Deployments',
  deploymentDetail: 'Deployment Details',
  deploymentUpdate: 'Update Deployment',
  predefinedModels: 'Predefined Models',
  notebooks: 'Jupyter Notebooks',
  notebookCreate: 'Create Jupyter Notebook',
  notebookUpdate: 'Update Jupyter Notebook',
};

export const en = {
  /** The catalogue's language, for plural rules. */
  language: 'en',
  pages,
  /** The heading of each module's navigation. */
  modules: {
    'super-admin': 'Super admin',
    'org-module': 'Organization',
    'branch-module': 'Branch',
    'project-module': 'Project',
    'project-member-module': 'Project',
  },
  /** The role badge beside the context switcher (spec section 6). */
  roles: {
    superAdmin: 'Super Admin',
    organizationAdmin: 'Organization Admin',
    branchAdmin: 'Branch Admin',
    projectAdmin: 'Project Admin',
    projectMember: 'Project Member',
    organizationNotFound: 'Organization not found',
    branchNotFound: 'Branch not found',
    projectNotFound: 'Project not found',
  },
  shell: {
    moduleNav: (p: { module: string }) => `${p.module} module`,
    menu: 'Menu',
    close: 'Close',
    breadcrumb: 'Breadcrumb',
    context: 'Context',
    organization: 'Organization',
    branch: 'Branch',
    project: 'Project',
    chooseOrganization: 'Organization…',
    chooseBranch: 'Branch…',
    chooseProject: 'Project…',
    search: 'Search',
    searchShortcut: 'Ctrl K',
    createProject: 'Create a project',
    openTicket: 'Open a ticket',
    signOutKeywords: ['log out', 'logout', 'sign out'],
    messages: 'Messages',
    loading: 'Loading',
    loadingWorkspace: 'Loading your workspace',
    signingIn: 'Signing in',
    couldNotStart: 'The console could not start',
    pageError: 'This page could not be shown.',
  },
  userMenu: {
    label: 'User menu: ',
    account: 'Account',
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    language: 'Language',
    signOut: 'Sign out',
  },
  screens: {
    errorTitle: 'Error',
    errorHeading: 'Something went wrong',
    startAgain: 'Start again',
    notFoundTitle: 'Not Found',
    notFoundHeading: 'Page not found',
    notFoundText: 'There is no page at this address.',
    goToStartPage: 'Go to the start page',
    forbiddenTitle: 'Forbidden',
    forbiddenHeading: 'Access denied',
    forbiddenText: 'Your role or the selected organization, branch or project does not allow this page.',
    goToYourStartPage: 'Go to your start page',
    notAuthenticatedTitle: 'Not Authenticated',
    notSignedIn: 'You are not signed in',
    signInText: 'Sign in with your organization account to use the console.',
    signIn: 'Sign in',
  },
};

/** The texts the shell and its screens show, loaded with the page. */
export type ShellMessages = typeof en;
/** The console's catalogue: every language gives every key (the type checks it). */
export type ConsoleMessages = ShellMessages & AreaMessages;
/** The key of a page title. */
export type PageTitle = keyof typeof pages;
