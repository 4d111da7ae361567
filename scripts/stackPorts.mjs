// The ports one stack of `scripts/start.mjs` listens on, by who listens, so that a port given twice (or one falling
// inside JupyterHub's three) is refused before anything starts, with the names of both users, instead of one process
// failing to bind while another answers in its place.

/**
 * Every port the stack binds: the console, the partner portal (unless left out), the admin API (and with
 * `instances` > 1 its instances and their identity providers, as start.mjs numbers them), the identity provider,
 * and with local engines JupyterHub's proxy, hub and proxy API (HUB_PORT to HUB_PORT + 2), Prometheus and node
 * exporter. Defaults are start.mjs's and the engines'.
 * @returns {Array<{ port: number, who: string }>}
 */
export function stackPorts(env, { instances = 1, withPortal = true, localEngines = false } = {}) {
  const n = (name, fallback) => Number(env[name] ?? fallback);
  const apiPort = n('API_PORT', 8080);
  const ports = [
    { port: n('CONSOLE_PORT', 5173), who: 'the console (CONSOLE_PORT)' },
    { port: apiPort, who: instances > 1 ? 'the admin API proxy (API_PORT)' : 'the admin API (API_PORT)' },
    { port: n('IDP_PORT', 8081), who: 'the identity provider (IDP_PORT)' },
  ];
  if (withPortal) ports.push({ port: n('PORTAL_PORT', 5174), who: 'the partner portal (PORTAL_PORT)' });
  if (instances > 1) {
    for (let i = 0; i < instances; i++) {
      const port = apiPort + 11 + i;
      ports.push({ port, who: `admin API instance ${i + 1} (API_PORT + ${11 + i})` });
      if (i > 0) ports.push({ port: port + 100, who: `instance ${i + 1}'s identity provider (API_PORT + ${111 + i})` });
    }
  }
  if (localEngines) {
    const hub = n('HUB_PORT', 8000);
    ports.push(
      { port: hub, who: "JupyterHub's proxy (HUB_PORT)" },
      { port: hub + 1, who: 'JupyterHub itself (HUB_PORT + 1)' },
      { port: hub + 2, who: "JupyterHub's proxy API (HUB_PORT + 2)" },
      { port: n('PROMETHEUS_PORT', 9090), who: 'Prometheus (PROMETHEUS_PORT)' },
      { port: n('NODE_EXPORTER_PORT', 9100), who: 'node exporter (NODE_EXPORTER_PORT)' },
    );
  }
  return ports;
}

/** One sentence per port that two parts of the stack would listen on, or per port that is not a valid one; else []. */
export function portClashes(ports) {
  const problems = [];
  const byPort = new Map();
  for (const { port, who } of ports) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`${who} is not a port: ${port}`);
      continue;
    }
    byPort.set(port, [...(byPort.get(port) ?? []), who]);
  }
  for (const [port, users] of byPort) {
    if (users.length > 1) problems.push(`port ${port} is given to ${users.join(' and ')}`);
  }
  return problems;
}
