/**
 * Signs a demo user in through the console's sign-in screen and the identity provider's form, on a Playwright page,
 * and waits for the landing's heading (the bench tools that start from a signed-in browser).
 */
export async function signInThroughConsole(page, origin, email, password = 'demo-password') {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.origin === origin && u.pathname !== '/callback' && u.pathname !== '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
}
