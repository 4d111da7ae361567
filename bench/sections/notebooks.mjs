// Notebooks on a real JupyterHub: Start pressed to Open answering, through the admin API, over 10 runs.
// Starts JupyterHub on BENCH_HUB_PORT (4210-4212 by default, clear of the hub unit test's 4196-4198) with its data in
// a temporary directory and the admin API with ENGINES=local beside it (examples/admin-api/scripts/benchNotebooks.ts); stops both. Skipped without JupyterHub.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const title = 'Notebook on JupyterHub: Start pressed to Open answering (aim ≤ 5 s)';
export const timeoutMs = 5 * 60_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  if (!existsSync('/usr/bin/jupyterhub')) {
    ctx.log('skipped: /usr/bin/jupyterhub is not installed (apt-get install jupyterhub python3-ipykernel)');
    return [];
  }
  const { startJupyterHub } = await import(resolve(ctx.root, 'scripts/engines/jupyterhub.mjs'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-hub-'));
  const children = [];
  /** Each server's own start: its process started to its first HTTP answer, in ms, as the hub logs it. */
  const ownStarts = [];
  try {
    const hub = await startJupyterHub({
      env: { HUB_PORT: process.env.BENCH_HUB_PORT ?? '4210' },
      dataDir,
      spawnEngine: (name, command, args, options) => {
        const env = { ...options.env, HUB_LOG_START_TIMES: '1' };
        const child = spawn(command, args, { ...options, env, stdio: ['ignore', 'ignore', 'pipe'] });
        // The hub logs how long each server took to answer after its process started (scripts/engines/jupyterhub.mjs).
        createInterface({ input: child.stderr }).on('line', (line) => {
          const answered = /Server \S+ answered ([\d.]+) s after its start/.exec(line);
          if (answered && name === 'JupyterHub') ownStarts.push(Number(answered[1]) * 1000);
        });
        children.push(child);
        return child;
      },
      log: ctx.log,
    });
    const runs = Number(process.env.BENCH_NOTEBOOK_RUNS ?? 10);
    const child = spawn(resolve(ctx.root, 'node_modules/.bin/tsx'), ['scripts/benchNotebooks.ts'], {
      cwd: resolve(ctx.root, 'examples/admin-api'),
      env: { ...process.env, ...hub.env, RUNS: String(runs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const { durations, phases } = await new Promise((resolveLine, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('{')) resolveLine(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`the notebook bench exited (${code}) before it reported`)));
    });
    const sorted = [...durations].sort((a, b) => a - b);
    ctx.log(`runs (ms): ${durations.map((d) => Math.round(d)).join(', ')}`);
    const ms = (list) => list.map((d) => Math.round(d)).join(', ');
    ctx.log(`  Start to RUNNING (ms): ${ms(phases.running)}`);
    ctx.log(`  Open to the notebook's page (ms): ${ms(phases.open)}`);
    ctx.log(`  of which the server's own start, process to first HTTP answer (ms): ${ms(ownStarts)}`);
    // What is not the Python server starting: the hub, the API's loop, Open's sign-in. The machine's load hardly
    // stretches it, while it stretches the server's own start many times over.
    const rest = ownStarts.length === durations.length ? durations.map((d, i) => d - (ownStarts[i] ?? 0)) : [];
    const sortedRest = [...rest].sort((a, b) => a - b);
    const load = `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`;
    const note = `${durations.length} runs, SimpleLocalProcessSpawner on this machine, ${load}`;
    return [
      {
        measure: 'Start to Open answering, median',
        ours: quantile(sorted, 0.5),
        unit: 'ms',
        lowerIsBetter: true,
        note,
      },
      { measure: 'Start to Open answering, p95', ours: quantile(sorted, 0.95), unit: 'ms', lowerIsBetter: true, note },
      ...(rest.length
        ? [
            {
              measure: "The same without the server's own start (hub, API, Open's sign-in), p95",
              ours: quantile(sortedRest, 0.95),
              unit: 'ms',
              lowerIsBetter: true,
              note: `median ${Math.round(quantile(sortedRest, 0.5))} ms; the server's own start: median ${Math.round(
                quantile(
                  [...ownStarts].sort((a, b) => a - b),
                  0.5,
                ),
              )} ms; ${note}`,
            },
          ]
        : []),
    ];
  } finally {
    for (const child of children.reverse()) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
