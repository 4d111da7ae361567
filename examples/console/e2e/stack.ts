/**
 * Ports of the stack the end-to-end tests start. They differ from the defaults so that a
 * `pnpm start` left running on the same machine does not collide with a test run.
 */
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 4180);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 4181);
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 4174);
/** The local engines' ports (JupyterHub uses the next two for its hub and proxy API; node exporter its own). 4190, the obvious neighbour, is a port browsers and fetch refuse (ManageSieve). */
const hubPort = Number(process.env.E2E_HUB_PORT ?? 4185);
const prometheusPort = Number(process.env.E2E_PROMETHEUS_PORT ?? 4193);
const nodeExporterPort = Number(process.env.E2E_NODE_EXPORTER_PORT ?? 4194);

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
    HUB_PORT: String(hubPort),
    PROMETHEUS_PORT: String(prometheusPort),
    NODE_EXPORTER_PORT: String(nodeExporterPort),
  },
};

/**
 * The stack of the `same-origin` project: a second one, started by that project alone (`sameOrigin.spec.ts`), with
 * CONSOLE_API_SAME_ORIGIN=1 so the console reaches the admin API under its own origin (`/api`). Its ports follow the
 * functional stack's (each plus 2) unless E2E_SAME_ORIGIN_*_PORT say otherwise.
 */
const sameOriginPorts = {
  console: Number(process.env.E2E_SAME_ORIGIN_CONSOLE_PORT ?? consolePort + 2),
  api: Number(process.env.E2E_SAME_ORIGIN_API_PORT ?? apiPort + 2),
  idp: Number(process.env.E2E_SAME_ORIGIN_IDP_PORT ?? idpPort + 2),
  portal: Number(process.env.E2E_SAME_ORIGIN_PORTAL_PORT ?? portalPort + 2),
};

export const sameOriginStack = {
  consoleUrl: `http://localhost:${sameOriginPorts.console}`,
  /** The admin API's own origin: the console of this stack must never call it directly. */
  apiUrl: `http://localhost:${sameOriginPorts.api}`,
  issuer: `http://localhost:${sameOriginPorts.idp}/realms/console`,
  /** Answers once the start script has served everything (the console last: this stack serves no partner portal). */
  readyUrl: `http://localhost:${sameOriginPorts.console}`,
  env: {
    CONSOLE_PORT: String(sameOriginPorts.console),
    API_PORT: String(sameOriginPorts.api),
    IDP_PORT: String(sameOriginPorts.idp),
    PORTAL_PORT: String(sameOriginPorts.portal),
    CONSOLE_API_SAME_ORIGIN: '1',
    // This stack checks where the console sends its calls; the functional stack runs the engines and the portal.
    ENGINES: 'simulated',
    START_PORTAL: '0',
  },
};
