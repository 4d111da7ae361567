import { consolePath, type DemoUser, demoUsers, expect, signIn, test } from './fixtures';

/**
 * What a landing shows nothing of, and so loads no code for: the toaster (Radix Toast; it loads with the first toast)
 * and a dialog (Radix Dialog with its focus trap and scroll lock; it loads when a dialog first opens). Each is known
 * by a string its minified code keeps.
 */
const unused = { toaster: 'toast.swipeStart', dialog: 'DialogTitle', focusTrap: 'focusScope.autoFocusOnMount' };
const landings: { user: DemoUser; shows: string }[] = [
  { user: 'super', shows: 'Acme AI' },
  { user: 'orgAdmin', shows: 'Research' },
  { user: 'branchAdmin', shows: 'Research' },
  { user: 'projectAdmin', shows: 'Vision Lab' },
  { user: 'member', shows: 'Vision Lab' },
];

test.describe('a landing loads no toaster or dialog code until one is needed', () => {
  for (const { user, shows } of landings) {
    test(`${demoUsers[user].landing} (${demoUsers[user].email})`, async ({ page }) => {
      await signIn(page, user);
      const origin = new URL(page.url()).origin;
      const scripts: Promise<{ url: string; body: string }>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && url.pathname.endsWith('.js'))
          scripts.push(
            response.text().then(
              (body) => ({ url: url.pathname, body }),
              () => ({ url: '', body: '' }),
            ),
          );
      });
      await page.reload();
      await expect(page.getByRole('main')).toContainText(shows);
      expect(consolePath(page)).toBe(demoUsers[user].landing);
      // The frame's late parts (bell, badge) come after the rows: give them a moment.
      await page.waitForTimeout(1_000);
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(1);
      for (const [part, mark] of Object.entries(unused))
        expect(
          loaded.filter((s) => s.body.includes(mark)).map((s) => s.url),
          `${part} code`,
        ).toEqual([]);
    });
  }
});
