/**
 * Where the end-to-end stack serves the portal and the admin API: the same `E2E_*` variables and defaults as
 * the console's `e2e/stack.ts`, whose Playwright config starts the stack and runs these specs.
 */
export const portalStack = {
  portalUrl: `http://localhost:${Number(process.env.E2E_PORTAL_PORT ?? 4174)}`,
  apiUrl: `http://localhost:${Number(process.env.E2E_API_PORT ?? 4180)}`,
};
