import type { Page } from '@playwright/test';
import { type DemoUser, demoUsers, expect, product, seriousViolations, signIn, test } from './fixtures';

/** The luminance (0 dark .. 1 light) of a computed colour on the page, read through a canvas. */
async function lightness(page: Page, selector: string, property: 'backgroundColor' | 'color'): Promise<number> {
  return page.evaluate(
    ([sel, prop]) => {
      const element = document.querySelector(sel as string);
      if (!element) throw new Error(`No ${sel}`);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('No canvas');
      context.fillStyle = getComputedStyle(element)[prop as 'color'];
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    },
    [selector, property],
  );
}

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visible text fields, selects and textareas drawn without a border. */
function borderlessControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea',
      ),
    ]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 4 && box.height > 4 && getComputedStyle(el).visibility !== 'hidden';
      })
      .filter((el) => Number.parseFloat(getComputedStyle(el).borderBottomWidth) < 1)
      .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.id),
  );
}

const landings = Object.entries(demoUsers).filter(([user]) => user !== 'nobody') as [DemoUser, { landing: string }][];

test.describe('on a phone (390 × 844)', () => {
  for (const [user, { landing }] of landings) {
    test(`${user}'s landing ${landing} fits the width, with its navigation behind Menu`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, user);
      await expect(page.getByRole('main')).toBeVisible();
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
      // The side navigation is folded away; the Menu button opens it as a drawer.
      await expect(page.getByRole('navigation', { name: /module$/ })).toBeHidden();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('navigation', { name: /module$/ })).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: 'Organization' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
    });
  }

  test('choosing a page in the drawer goes there and closes the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'projectAdmin');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tickets', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    expect(await borderlessControls(page)).toEqual([]);
  });
});

test('the theme follows the system, a choice in the user menu overrides it and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'orgAdmin');
  await expect(page.getByRole('table')).toBeVisible();
  // Dark: the page darkens and its text lightens, the widgets' table with it.
  expect(await lightness(page, 'body', 'backgroundColor')).toBeLessThan(0.2);
  expect(await lightness(page, 'h1', 'color')).toBeGreaterThan(0.8);
  expect(await lightness(page, '[data-slot="table-scroll"]', 'backgroundColor')).toBeLessThan(0.2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /User menu/ }).click();
  // The radios are drawn as a segmented control: a person clicks the segment, the label of the radio.
  await page.locator('label', { hasText: 'Light' }).click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.poll(() => lightness(page, 'body', 'backgroundColor')).toBeGreaterThan(0.9);
  expect(await lightness(page, '[data-slot="table-scroll"]', 'backgroundColor')).toBeGreaterThan(0.9);

  // Kept across a reload, applied before the app starts.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await lightness(page, 'body', 'backgroundColor')).toBeGreaterThan(0.9);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.locator('label', { hasText: 'System' }).click();
  await expect.poll(() => lightness(page, 'body', 'backgroundColor')).toBeLessThan(0.2);
});

test('the kept theme and the frame paint before any app script runs, allowed by the CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  // The app has started: the router's first history entry is written (a replaceState during the next goto would
  // abort it, as Chromium aborts a pending navigation on a same-document one).
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.evaluate(() => localStorage.setItem('console-theme', 'dark'));
  // No app code at all: what shows is the HTML, its stylesheet and its inline pre-paint script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/org-module/branches');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'frame');
  await expect(page.getByText('Loading your workspace…')).toBeVisible();
  expect(await lightness(page, 'body', 'backgroundColor')).toBeLessThan(0.2);
  // The page's heading is there from the first paint, where and as the page draws it, in the theme.
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  expect(await lightness(page, 'h1', 'color')).toBeGreaterThan(0.8);
  await expect(page).toHaveTitle(`${product}-Branches`);
  // In the reader's kept language.
  await page.evaluate(() => localStorage.setItem('console-language', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Niederlassungen' })).toBeVisible();
  await expect(page.getByText('Ihr Arbeitsbereich wird geladen…')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A page that is not in the navigation gets no heading before the app names it.
  await page.goto('/org-module/branch/create');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // Signed out, a sign-in path paints the sign-in screen, its button waiting for the app.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind nicht angemeldet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  await page.evaluate(() => localStorage.removeItem('console-language'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not signed in' })).toBeVisible();
  // With a session cookie the app decides (it may send the visitor on): the centred spinner.
  await page.context().addCookies([{ name: 'refresh_token', value: 'r', url: page.url() }]);
  await page.goto('/');
  await expect(page.getByText('Loading the console…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await page.context().clearCookies();
  // Elsewhere off the module paths, the centred spinner too.
  await page.goto('/callback');
  await expect(page.getByText('Loading the console…')).toBeVisible();
  await expect(page.getByText('Loading your workspace…')).toBeHidden();
  expect(refused).toEqual([]);
});

test('forms keep visible fields in both themes', async ({ page }) => {
  await signIn(page, 'projectAdmin');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/project-module/triton-inference/create', '/project-module/tickets']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main input, main select').first()).toBeVisible();
      expect(await borderlessControls(page), `${path} (${scheme})`).toEqual([]);
      expect(await seriousViolations(page), `${path} (${scheme})`).toEqual([]);
    }
  }
});
