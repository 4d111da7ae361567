/**
 * Which implementation of the engines the API drives, chosen once at start (`ENGINES`), and where the real
 * engines listen. `local` drives real engines on this machine through their own HTTP APIs (JupyterHub,
 * Prometheus, model-server processes); `simulated` moves the same states on the injectable clock, for fast
 * tests and machines without the engines. Whatever is simulated says so in `GET /platform/engines` and on
 * the console's screens.
 */
export type EngineMode = 'local' | 'simulated';

/** Where the local engines are, and how the API authenticates to them. */
export interface EngineSettings {
  mode: EngineMode;
  /** JupyterHub's public URL (the proxy), e.g. http://localhost:8000. */
  hubUrl: string;
  /** The hub service token the API calls the hub's REST API with (an admin service of the hub). */
  hubApiToken: string | undefined;
  /** Prometheus's base URL, e.g. http://localhost:9090. */
  prometheusUrl: string;
  /** Where engines keep what they write (homes of hub users, model files). */
  dataDir: string;
}

/** Reads the engine settings from the environment; `simulated` unless `ENGINES=local`. */
export function readEngineSettings(env: NodeJS.ProcessEnv, dataDir: string): EngineSettings {
  const mode = env.ENGINES === 'local' ? 'local' : 'simulated';
  if (env.ENGINES !== undefined && env.ENGINES !== 'local' && env.ENGINES !== 'simulated') {
    throw new Error(`ENGINES must be "local" or "simulated", not "${env.ENGINES}"`);
  }
  const hubPort = Number(env.HUB_PORT ?? 8000);
  const prometheusPort = Number(env.PROMETHEUS_PORT ?? 9090);
  return {
    mode,
    hubUrl: (env.HUB_URL ?? `http://localhost:${hubPort}`).replace(/\/+$/, ''),
    hubApiToken: env.HUB_API_TOKEN || undefined,
    prometheusUrl: (env.PROMETHEUS_URL ?? `http://localhost:${prometheusPort}`).replace(/\/+$/, ''),
    dataDir: env.ENGINES_DATA_DIR ?? `${dataDir.replace(/\/+$/, '')}-engines`,
  };
}
