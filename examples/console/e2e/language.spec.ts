import type { Page } from '@playwright/test';
// biome-ignore lint/style/noRestrictedImports: the test compares screens with the widgets' own catalogues
import { de as widgetsDe } from '../../../packages/widgets/src/i18n/messages/de';
// biome-ignore lint/style/noRestrictedImports: the test compares screens with the widgets' own catalogues
import { en as widgetsEn } from '../../../packages/widgets/src/i18n/messages/en';
import { de } from '../src/i18n/de';
import { en, type PageTitle } from '../src/i18n/en';
import { type DemoUser, expect, product, signIn, test } from './fixtures';

/**
 * The English texts of a catalogue that German says differently, paired by key: "Tickets" or "Status" read the
 * same in both and prove nothing. Functions (texts with values) are left out; their fixed parts are not whole texts.
 */
function englishOnly(english: unknown, german: unknown, into = new Set<string>()): Set<string> {
  if (typeof english === 'string') {
    if (english !== german && /[a-z]{3}/.test(english)) into.add(english.trim());
  } else if (english && typeof english === 'object' && !Array.isArray(english)) {
    for (const [key, value] of Object.entries(english)) {
      englishOnly(value, (german as Record<string, unknown> | undefined)?.[key], into);
    }
  }
  return into;
}

// Service names a project's services carry come from the admin API (data, shown as the server names them); the
// catalogue's names of them are for the choices the widgets build themselves.
const { serviceNames: _apiNames, ...projectTexts } = widgetsEn.projects;
const english = [...englishOnly(en, de), ...englishOnly({ ...widgetsEn, projects: projectTexts }, widgetsDe)];

/** Every text a reader sees or hears on the page, each text node and label whole, hidden ones included. */
function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent?.closest('script, style')) continue;
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** The English catalogue texts the page shows. */
async function englishOnPage(page: Page): Promise<string[]> {
  const shown = new Set(await textsOnPage(page));
  return english.filter((text) => shown.has(text));
}

/** Waits for the page's data: no busy region, no loading text, the h1 in place. */
async function settle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

async function chooseLanguage(page: Page, menuLabel: RegExp, language: 'Deutsch' | 'English'): Promise<void> {
  await page.getByRole('button', { name: menuLabel }).click();
  // The choice applies once its texts have loaded, so the radio turns checked a moment after the click.
  await page.getByRole('radio', { name: language }).click({ force: true });
  await expect(page.getByRole('radio', { name: language })).toBeChecked();
  await page.keyboard.press('Escape');
}

/** The landing of each role and the key screens it reaches: projects, deployments, notebooks, tickets, users. */
const tour: { user: DemoUser; screens: { path: string; title: PageTitle }[] }[] = [
  {
    user: 'super',
    screens: [
      { path: '/super-admin/organizations', title: 'organizations' },
      { path: '/super-admin/tickets', title: 'tickets' },
      { path: '/super-admin/iam', title: 'iam' },
    ],
  },
  {
    user: 'orgAdmin',
    screens: [
      { path: '/org-module/branches', title: 'branches' },
      { path: '/org-module/projects', title: 'projects' },
      { path: '/org-module/iam', title: 'iam' },
    ],
  },
  {
    user: 'branchAdmin',
    screens: [
      { path: '/branch-module/branches', title: 'branches' },
      { path: '/branch-module/projects', title: 'projects' },
    ],
  },
  {
    user: 'projectAdmin',
    screens: [
      { path: '/project-module/project-panel?active=0', title: 'projectPanel' },
      { path: '/project-module/triton-inference', title: 'deployments' },
      { path: '/project-module/jupyter-notebooks', title: 'notebooks' },
      { path: '/project-module/tickets', title: 'tickets' },
    ],
  },
  {
    user: 'member',
    screens: [
      { path: '/project-member-module/project-panel?active=0', title: 'projectPanel' },
      { path: '/project-member-module/tickets', title: 'tickets' },
    ],
  },
];

test('the catalogues give German for most English texts', () => {
  // The check below is only as good as this list: most of the console's and widgets' texts are in it.
  expect(english.length).toBeGreaterThan(400);
});

for (const { user, screens } of tour) {
  test(`${user}: in German the landing and key screens show no English catalogue text, and back`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, user);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, /^User menu: /, 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    for (const screen of screens) {
      // A fresh load each time: the choice is kept in the browser, not only in the page.
      await page.goto(screen.path);
      const title = de.pages[screen.title];
      await settle(page, title);
      await expect(page).toHaveTitle(`${product}-${title}`);
      await expect(page.getByRole('button', { name: /^Benutzermenü: / })).toBeVisible();
      await expect.poll(() => englishOnPage(page), { message: `English on ${screen.path}` }).toEqual([]);
    }

    await chooseLanguage(page, /^Benutzermenü: /, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const last = screens[screens.length - 1];
    if (!last) throw new Error('A tour has screens');
    await expect(page.getByRole('heading', { level: 1, name: en.pages[last.title], exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${product}-${en.pages[last.title]}`);
    await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('console-language'))).toBe('en');
  });
}
