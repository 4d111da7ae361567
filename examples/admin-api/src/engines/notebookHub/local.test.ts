import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { createLocalNotebookHub } from './local';
import { HubRefusal, type NotebookHub } from './types';

const HUB = '/usr/bin/jupyterhub';
const hasHub = existsSync(HUB);
if (!hasHub)
  console.warn(`Skipping the JupyterHub driver tests: ${HUB} is not installed (apt-get install jupyterhub).`);

describe('local notebook hub without a hub', () => {
  it('answers 503 naming JupyterHub, with Retry-After, when the hub does not answer', async () => {
    const hub = createLocalNotebookHub({ hubUrl: 'http://127.0.0.1:9', apiToken: 'x' });
    const error = await hub.server({ user: 'u1', server: 'nb1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toMatch(/^JupyterHub is not available/);
    expect((error as ApiError).headers?.['Retry-After']).toBeDefined();
    expect(await hub.status()).toMatchObject({ mode: 'local', available: false });
  });

  it('answers 503 when something other than the hub answers at its address, instead of reading its 404 as no user', async () => {
    // What a proxy in front of Prometheus would answer: Go's plain 404.
    const other = createServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 page not found\n');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    try {
      const { port } = other.address() as AddressInfo;
      const hub = createLocalNotebookHub({ hubUrl: `http://127.0.0.1:${port}`, apiToken: 'x' });
      for (const call of [() => hub.server({ user: 'u1', server: 'nb1' }), () => hub.servers()]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(503);
        expect((error as ApiError).message).toMatch(
          /^JupyterHub is not available: .* answered 404 \(404 page not found/,
        );
      }
    } finally {
      other.close();
    }
  });

  it('refuses a GPU at once on a machine without one, before asking the hub', async () => {
    const hub = createLocalNotebookHub({ hubUrl: 'http://127.0.0.1:9', apiToken: 'x', hasGpu: () => false });
    const options = { image: 'python', cpu: 1, memGiB: 4, storageGiB: 5, gpu: 1 };
    await expect(hub.startServer({ user: 'u1', server: 'nb1' }, options)).rejects.toThrow(HubRefusal);
    await expect(hub.startServer({ user: 'u1', server: 'nb1' }, options)).rejects.toThrow(/no GPU/);
  });
});

describe.skipIf(!hasHub)('local notebook hub on a real JupyterHub', () => {
  const port = Number(process.env.HUB_TEST_PORT ?? 4196);
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-test-'));
  const children: ChildProcess[] = [];
  let hub: NotebookHub;
  let hubUrl = '';

  beforeAll(async () => {
    // @ts-expect-error: the launcher is plain JavaScript without declarations.
    const { startJupyterHub } = await import('../../../../../scripts/engines/jupyterhub.mjs');
    const started = await startJupyterHub({
      env: { HUB_PORT: String(port) },
      dataDir,
      spawnEngine: (_name: string, command: string, args: string[], options: object) => {
        const child = spawn(command, args, { stdio: 'ignore', ...options });
        children.push(child);
        return child;
      },
      log: () => {},
    });
    hubUrl = started.env.HUB_URL;
    hub = createLocalNotebookHub({ hubUrl, apiToken: started.env.HUB_API_TOKEN });
  }, 90_000);

  afterAll(async () => {
    // Servers left by a failed test end before the hub does (they are not its children's group here).
    for (const s of (await hub?.servers().catch(() => [])) ?? []) await hub.deleteServer(s).catch(() => {});
    hub?.close();
    for (const child of children) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const waitFor = async <T>(what: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await what();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  it('starts a named server with the spawner options, reports its progress, lets its owner in once, and stops it', async () => {
    const ref = { user: 'u901', server: 'nb1' };
    expect(await hub.status()).toMatchObject({
      mode: 'local',
      available: true,
      engine: expect.stringMatching(/^JupyterHub 3/),
    });
    await hub.startServer(ref, { image: 'python', cpu: 1, memGiB: 4, storageGiB: 5, gpu: 0 });
    const ready = await waitFor(
      () => hub.server(ref),
      (s) => s.state === 'ready',
    );
    expect(ready.state).toBe('ready');
    const events = await waitFor(
      () => hub.progress(ref),
      (e) => e.some((x) => x.ready),
    );
    expect(events.at(-1)).toMatchObject({ progress: 100, ready: true });
    expect((await hub.servers()).map((s) => `${s.user}/${s.server}`)).toContain('u901/nb1');

    // Open: the one-time address signs the user in to the hub and goes on to their own server; spent once used.
    const { url } = await hub.access(ref);
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/user/u901/nb1/');
    expect(first.headers.get('set-cookie')).toMatch(/jupyterhub-hub-login=/);
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(403);

    await hub.stopServer(ref);
    const gone = await waitFor(
      () => hub.server(ref),
      (s) => s.state === 'absent',
    );
    expect(gone.state).toBe('absent');
    // The server's address no longer reaches a Jupyter server (the proxy sends it to the hub).
    const after = await fetch(`${hubUrl}/user/u901/nb1/api/status`, { redirect: 'manual' });
    expect(after.headers.get('server') ?? '').not.toMatch(/TornadoServer.*jupyter/i);
    expect(after.status).not.toBe(200);
    await hub.deleteServer(ref);
    expect((await hub.servers()).some((s) => s.user === 'u901')).toBe(false);
  }, 60_000);
});
