import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, CONSOLE_ORIGIN, PASSWORD, pkcePair, startTestProvider, type TestProvider } from './test-browser';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A real browser enforces what fetch cannot: the page CSP (including form-action on the redirect to the
// console), autofocus and what assistive technology sees.
describe.skipIf(!existsSync(executablePath))('sign-in page in Chromium', () => {
  let idp: TestProvider;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startTestProvider();
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await idp?.stop();
  });

  it('is accessible, focuses the right field and lands on the console callback', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await page.route(`${CONSOLE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, body: 'console' }));
    const { challenge } = pkcePair();
    await page.goto(authorizeUrl(idp.issuer, { code_challenge: challenge, code_challenge_method: 'S256' }));

    expect(await page.locator(':focus').getAttribute('id')).toBe('email');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await page.getByLabel('Email').fill('super@demo.test');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    expect(await page.locator(':focus').getAttribute('id')).toBe('password');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${CONSOLE_ORIGIN}/callback?**`);
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    // Chromium reports CSP violations on the console; the inline style and the redirects must cause none.
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  }, 60_000);
});
