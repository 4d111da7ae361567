import type { Page } from '@playwright/test';
import type { DemoUser } from '../e2e/fixtures';

/**
 * The instant the admin API's wall clock stands at when the screenshot stack starts (and seeds): a
 * Wednesday, 10:00 in Zurich, inside the demo SLA policy's office hours. In the future on purpose: the
 * identity provider's cookies expire relative to it, and the browser's cookie jar keeps real time.
 */
export const FROZEN_AT = '2031-06-18T08:00:00.000Z';
/**
 * The instant every screen is shot at, on the browser's clock and the server's: a quarter of an hour after
 * start-up, so the seeded rollout has finished and the cluster sampler has recorded its ticks.
 */
export const SHOT_AT = '2031-06-18T08:15:00.000Z';

export const viewports = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '390x844', width: 390, height: 844 },
] as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface Screen {
  /** File-name stem of the baselines and the contact sheet's heading. */
  name: string;
  title: string;
  user: DemoUser;
  /** Where to go; may look a seeded row up by its name first. */
  path: string | ((page: Page) => Promise<string>);
  /** Parts that may differ from run to run and are painted over. */
  mask?: (page: Page) => ReturnType<Page['locator']>[];
}

/** The path of the link called `name` on the list at `listPath` (a seeded row picked by name, not by id). */
async function linkTarget(page: Page, listPath: string, name: string, search?: { box: string; text: string }) {
  await page.goto(listPath);
  if (search) await page.getByRole('searchbox', { name: search.box }).fill(search.text);
  const link = page.getByRole('link', { name, exact: true }).first();
  const href = await link.getAttribute('href', { timeout: 20_000 });
  if (!href) throw new Error(`no link called ${name} on ${listPath}`);
  return href;
}

/** Looks each row up once per run. */
const memo = (f: (page: Page) => Promise<string>) => {
  let cached: Promise<string> | undefined;
  return (page: Page) => {
    cached ??= f(page).catch((e) => {
      cached = undefined;
      throw e;
    });
    return cached;
  };
};

export const screens: Screen[] = [
  // The five landings (spec section 2).
  {
    name: 'landing-super-admin',
    title: 'Super admin: organizations',
    user: 'super',
    path: '/super-admin/organizations',
  },
  { name: 'landing-org-admin', title: 'Org admin: branches', user: 'orgAdmin', path: '/org-module/branches' },
  {
    name: 'landing-branch-admin',
    title: 'Branch admin: branches',
    user: 'branchAdmin',
    path: '/branch-module/branches',
  },
  {
    name: 'landing-project-admin',
    title: 'Project admin: project panel',
    user: 'projectAdmin',
    path: '/project-module/project-panel?active=0',
  },
  {
    name: 'landing-member',
    title: 'Member: project panel',
    user: 'member',
    path: '/project-member-module/project-panel?active=0',
  },
  // Key screens.
  {
    name: 'deployment-detail',
    title: 'Deployment detail (support-assistant)',
    user: 'projectAdmin',
    path: memo((page) => linkTarget(page, '/project-module/triton-inference', 'support-assistant')),
    // The endpoint and the example request carry the API's origin, whose port each machine may choose (E2E_API_PORT).
    mask: (page) => [
      page.locator('[data-slot="deployment-overview"] dd code'),
      page.locator('[data-slot="example-request"] code'),
    ],
  },
  {
    name: 'deployment-form',
    title: 'Deployment form (create)',
    user: 'projectAdmin',
    path: '/project-module/triton-inference/create',
  },
  { name: 'notebooks', title: 'Notebooks list', user: 'projectAdmin', path: '/project-module/jupyter-notebooks' },
  { name: 'tickets', title: 'Ticket list', user: 'orgAdmin', path: '/org-module/tickets' },
  {
    name: 'ticket-detail',
    title: 'Ticket detail (Inference endpoint answers 503)',
    user: 'orgAdmin',
    path: memo((page) => linkTarget(page, '/org-module/tickets', 'Inference endpoint answers 503')),
  },
  { name: 'ticket-dashboard', title: 'Ticket dashboard', user: 'orgAdmin', path: '/org-module/ticket-dashboard' },
  { name: 'cluster-overview', title: 'Cluster overview', user: 'super', path: '/super-admin/cluster-overview' },
  {
    name: 'user-detail',
    title: 'User detail (Max Member)',
    user: 'orgAdmin',
    path: memo((page) =>
      linkTarget(page, '/org-module/iam', 'Max Member', { box: 'Search users', text: 'member@demo.test' }),
    ),
  },
];
