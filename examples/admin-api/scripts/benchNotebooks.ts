/**
 * The server side of `bench/sections/notebooks.mjs`: the admin API stack on real JupyterHub (ENGINES=local, the hub
 * at HUB_URL with HUB_API_TOKEN, started by the section), signed in as the demo member. Each run presses Start on
 * one of the member's notebooks (the first run creates it), waits until the API says RUNNING, asks for Open's
 * one-time address and follows it as a browser would (cookies kept) until the notebook's own page answers 200;
 * then stops it and waits until STOPPED. Prints one JSON line with the durations in milliseconds, and how each splits
 * into Start to RUNNING and Open to the notebook's page.
 *
 *   HUB_URL=... HUB_API_TOKEN=... RUNS=10 tsx scripts/benchNotebooks.ts
 */

import { exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { startStack } from '../src/stack';
import { benchConfig } from './benchConfig';

const env = process.env;
const runs = Number(env.RUNS ?? 10);
const config = benchConfig({
  ENGINES: 'local',
  HUB_URL: env.HUB_URL ?? '',
  HUB_API_TOKEN: env.HUB_API_TOKEN ?? '',
});
const stack = await startStack(config, { log: false });
const { code, verifier } = await signIn(stack.issuer, 'member@demo.test');
const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first of the member's projects with a notebook hub. */
async function projectWithHub() {
  const space = await api<{ organizations: { branches: { projects: { id: number }[] }[] }[] }>('GET', '/users/space');
  for (const org of space.organizations)
    for (const branch of org.branches)
      for (const project of branch.projects) {
        const res = await fetch(`${stack.apiUrl}/workspace/project/${project.id}/ai/jupyterhub/options`, { headers });
        if (res.ok) return project.id;
      }
  throw new Error('The member has no project with a notebook hub');
}

/** Follows redirects as a browser does, keeping cookies, until a page answers; its status. */
async function visit(url: string): Promise<number> {
  const jar = new Map<string, string>();
  let at = url;
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(at, {
      redirect: 'manual',
      headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return res.status;
    at = new URL(location, at).href;
  }
  return 0;
}

const projectId = await projectWithHub();
const base = `/workspace/project/${projectId}/ai/jupyterhub`;
type Nb = { id: number; status: string };
const waitFor = async (id: number, status: string) => {
  for (;;) {
    const n = await api<Nb>('GET', `${base}/${id}`);
    if (n.status === status) return;
    if (n.status === 'FAILED') throw new Error(`notebook ${id} failed`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const durations: number[] = [];
/** Where the time goes: Start pressed to RUNNING in the API, then Open asked and followed to the notebook's page. */
const phases = { running: [] as number[], open: [] as number[] };
let id = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  if (i === 0) {
    const created = await api<Nb>('POST', base, {
      name: `bench-${Date.now().toString(36)}`,
      imageId: (await api<{ images: { id: string }[] }>('GET', `${base}/options`)).images[0]?.id,
      size: 'SMALL',
      gpuCount: 0,
      storageGiB: 5,
      idleTimeoutMinutes: 0,
    });
    id = created.id;
  } else await api('POST', `${base}/${id}/start`);
  await waitFor(id, 'RUNNING');
  const running = performance.now();
  phases.running.push(running - started);
  const { url } = await api<{ url: string }>('POST', `${base}/${id}/open`);
  const status = await visit(url);
  if (status !== 200) throw new Error(`Open answered ${status}`);
  durations.push(performance.now() - started);
  phases.open.push(performance.now() - running);
  await api('POST', `${base}/${id}/stop`);
  await waitFor(id, 'STOPPED');
}
await api('DELETE', `${base}/${id}`);
console.log(JSON.stringify({ durations, phases }));
await stack.stop();
process.exit(0);
