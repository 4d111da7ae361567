// JupyterHub for the admin API's notebooks (ENGINES=local).

/** Starts JupyterHub (see index.mjs#startEngines for the options); answers { env, lines }. */
export async function startJupyterHub({ env }) {
  const port = Number(env.HUB_PORT ?? 8000);
  return { env: { HUB_PORT: String(port) }, lines: [] };
}
