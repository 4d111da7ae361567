/**
 * Ports of the stack the end-to-end tests start. They differ from the defaults so that a
 * `pnpm start` left running on the same machine does not collide with a test run.
 */
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 4180);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 4181);
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 4174);

export const e2eStack = {
  consoleUrl: `http://localhost:${consolePort}`,
  /** The partner portal (`examples/partner-portal`), started by the same script. */
  portalUrl: `http://localhost:${portalPort}`,
  apiUrl: `http://localhost:${apiPort}`,
  issuer: `http://localhost:${idpPort}/realms/console`,
  env: {
    CONSOLE_PORT: String(consolePort),
    API_PORT: String(apiPort),
    IDP_PORT: String(idpPort),
    PORTAL_PORT: String(portalPort),
  },
};
