// Prometheus and node exporter for the admin API's cluster metrics (ENGINES=local).

/** Starts Prometheus and node exporter (see index.mjs#startEngines for the options); answers { env, lines }. */
export async function startPrometheus({ env }) {
  const port = Number(env.PROMETHEUS_PORT ?? 9090);
  return { env: { PROMETHEUS_PORT: String(port) }, lines: [] };
}
