import { expect, signInToPortal, test } from './portalFixtures';

test('look portal', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToPortal(page, 'org.admin@demo.test', '#/projects');
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/exp-shots/portal-${w}-${scheme}.png` });
      await page.getByRole('button', { name: /Search/ }).click();
      await page.keyboard.type('vision');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/exp-shots/portal-palette-${w}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }
});
