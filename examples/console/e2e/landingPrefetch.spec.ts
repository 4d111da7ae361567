import type { Request } from '@playwright/test';
import { appHeading, consolePath, type DemoUser, demoUsers, expect, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** Each landing's own data request (its list, or the selected project) and what the landing then shows. */
const landings: { user: DemoUser; request: RegExp; shows: string }[] = [
  { user: 'super', request: /\/organizations\?/, shows: 'Acme AI' },
  { user: 'orgAdmin', request: /\/branches\?.*organizationId=/, shows: 'Research' },
  { user: 'branchAdmin', request: /\/branches\?.*organizationId=/, shows: 'Research' },
  { user: 'projectAdmin', request: /\/workspace\/project\/\d+$/, shows: 'Vision Lab' },
  { user: 'member', request: /\/workspace\/project\/\d+$/, shows: 'Vision Lab' },
];

const apiOrigin = new URL(e2eStack.apiUrl).origin;
const isApiGet = (request: Request, path: RegExp) =>
  request.method() === 'GET' && new URL(request.url()).origin === apiOrigin && path.test(request.url());

test.describe('a reloaded landing requests its data beside the user space', () => {
  for (const { user, request: dataPath, shows } of landings) {
    test(`${demoUsers[user].landing} (${demoUsers[user].email})`, async ({ page }) => {
      await signIn(page, user);
      const dataRequests: Request[] = [];
      page.on('request', (r) => {
        if (isApiGet(r, dataPath)) dataRequests.push(r);
      });
      // The user space answers only once the landing's request is out (or after 5 s, when it never comes).
      let requestedBeforeSpace: boolean | undefined;
      await page.route(
        (url) => url.origin === apiOrigin && url.pathname === '/users/space',
        async (route) => {
          if (route.request().method() === 'GET' && requestedBeforeSpace === undefined) {
            const deadline = Date.now() + 5_000;
            while (dataRequests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
            requestedBeforeSpace = dataRequests.length > 0;
          }
          await route.continue();
        },
      );
      await page.reload();
      await expect(page.getByRole('main')).toContainText(shows);
      expect(consolePath(page)).toBe(demoUsers[user].landing);
      expect(requestedBeforeSpace, 'the landing’s request went out before /users/space answered').toBe(true);
      // The page's loader and its screen read that answer: the request is not repeated (the live stream keeps the
      // network busy, so give a repeat a moment to show instead of waiting for an idle network).
      await page.waitForTimeout(1_000);
      expect(dataRequests.map((r) => r.url())).toHaveLength(1);
    });
  }
});

test('a kept selection the user space no longer grants shows none of its data; the guard decides as before', async ({
  page,
}) => {
  await signIn(page, 'orgAdmin');
  const early: string[] = [];
  page.on('request', (r) => {
    if (isApiGet(r, /\/branches\?.*organizationId=987654/)) early.push(r.url());
  });
  // As if the organization kept from the last visit had been deleted since.
  await page.evaluate(() => localStorage.setItem('console.selection.organization', JSON.stringify({ id: 987654 })));
  await page.reload();
  await expect.poll(() => consolePath(page)).toBe('/forbidden');
  await expect(appHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Research');
  // The early request went out with the kept selection; what it brought is not shown.
  expect(early).toHaveLength(1);
});

test("a super administrator's sign-in asks for the landing's first page once", async ({ page }) => {
  const asked: Request[] = [];
  page.on('request', (r) => {
    if (isApiGet(r, /\/organizations\?/)) asked.push(r);
  });
  await signIn(page, 'super');
  await expect(page.getByRole('main')).toContainText('Acme AI');
  expect(consolePath(page)).toBe(demoUsers.super.landing);
  // The callback page's script sends it as the user's info or space answers; core's loader takes that answer.
  await page.waitForTimeout(1_000);
  expect(asked.map((r) => r.url())).toHaveLength(1);
});
