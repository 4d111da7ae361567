/**
 * Local serving: each replica of a deployment's version is a model-server process on this machine
 * (`modelServer.ts`, ONNX Runtime), a child of the API on a loopback port of its own. Children, not detached
 * processes: a model server exits when its standard input closes, so it never outlives the API (killed or
 * not) and there is nothing to find again or to duplicate; after a restart the API starts the replicas of
 * its RUNNING deployments anew from the database (see `lifecycle.ts`), which takes about two seconds.
 *
 * Each child also has an IPC channel: the API hands clients' connections to it and sends it the keys to check
 * (`handOff.ts`, `areas/deployments/inference/handOff.ts`); a child whose channel closes exits too.
 *
 * A replica is ready when its own `/v2/health/ready` says so. A replica that exits by itself is restarted
 * with a doubling delay; more than {@link MAX_CRASHES} crashes within a minute give its version up (a
 * `failed` event) and stop it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { EngineSettings } from '../mode';
import type { EngineStatus } from '../status';
import type { FromReplica, ToReplica } from './handOff';
import { ensureBuiltIn, isBuiltIn } from './models/builtIn';
import type { ConnectionHandOff, Replica, Route, ScrapeGroup, Serving, ServingEvent, ServingSpec } from './types';

/** Crashes of one replica within {@link CRASH_WINDOW_MS} after which its version is given up. */
export const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** The first restart's delay; each further crash in the window doubles it. */
const FIRST_BACKOFF_MS = 500;
/** How long a replica may take to load its model and answer ready. */
const START_TIMEOUT_MS = 60_000;
/** How long a stopping replica may finish the calls it has before it is killed. */
const STOP_GRACE_MS = 5_000;

const PACKAGE_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = fileURLToPath(new URL('./modelServer.ts', import.meta.url));

/** ONNX Runtime's version from its npm package, or why it is missing. */
export function runtimeVersion(): { version: string } | { missing: string } {
  try {
    const require = createRequire(import.meta.url);
    const path = require.resolve('onnxruntime-node/package.json');
    return { version: (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version };
  } catch (error) {
    return { missing: `onnxruntime-node is not installed (${error instanceof Error ? error.message : String(error)})` };
  }
}

interface Proc {
  spec: ServingSpec;
  index: number;
  state: Replica['state'];
  child: ChildProcess | undefined;
  url: string | undefined;
  restarts: number;
  crashes: number[];
  stopping: boolean;
  /** The last lines the server wrote on stderr (the loader's message when it fails). */
  stderr: string;
}

export interface LocalServingOptions {
  /** Extra arguments and environment of the model servers (tests). */
  env?: NodeJS.ProcessEnv;
  /** The crash window's first restart delay (tests make it short). */
  backoffMs?: number;
}

export function createLocalServing(settings: EngineSettings, options: LocalServingOptions = {}): Serving {
  const byDeployment = new Map<number, Map<number, Proc[]>>();
  const active = new Map<number, number>();
  const turn = new Map<number, number>();
  const listeners = new Set<(event: ServingEvent) => void>();
  const emit = (event: ServingEvent) => {
    for (const listener of listeners) listener(event);
  };
  const backoffMs = options.backoffMs ?? FIRST_BACKOFF_MS;

  const versionsOf = (deploymentId: number) => {
    const versions = byDeployment.get(deploymentId) ?? new Map<number, Proc[]>();
    byDeployment.set(deploymentId, versions);
    return versions;
  };

  /** Starts `proc`'s process; resolves when it answers ready, rejects with its message when it cannot start. */
  function launch(proc: Proc, modelDir: string): Promise<void> {
    const { spec } = proc;
    proc.state = proc.restarts > 0 || proc.crashes.length > 0 ? 'restarting' : 'starting';
    proc.stderr = '';
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        SERVER,
        '--model-dir',
        modelDir,
        '--name',
        spec.modelName,
        '--version',
        String(spec.version),
        '--port',
        '0',
        '--deployment-id',
        String(spec.deploymentId),
        '--project-id',
        String(spec.projectId),
      ],
      // An IPC channel beside the pipes: connections handed to the replica, the keys it checks, its call counts.
      { cwd: PACKAGE_DIR, stdio: ['pipe', 'pipe', 'pipe', 'ipc'], env: { ...process.env, ...options.env } },
    );
    proc.child = child;
    child.on('message', (message: FromReplica, socket?: Socket) => {
      const reply = (answer: ToReplica) => {
        if (child.connected) child.send(answer, (error: Error | null) => error && undefined);
      };
      for (const listener of messageListeners) listener(spec.deploymentId, message, socket, reply);
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      proc.stderr = (proc.stderr + text).slice(-2000);
    });
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(
        () => fail(`did not answer ready within ${START_TIMEOUT_MS / 1000} s`),
        START_TIMEOUT_MS,
      );
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(why));
      };
      let out = '';
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (text: string) => {
        out += text;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (!line || proc.url) return;
        const port = (JSON.parse(line) as { listening?: number }).listening;
        proc.url = `http://127.0.0.1:${port}`;
        void waitReady(proc.url, () => settled || proc.stopping).then(
          () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            // What it must know before it takes a connection (the channel keeps the order).
            for (const message of toldOf(spec.deploymentId)) sendTo(child, message);
            proc.state = 'ready';
            resolve();
          },
          (error: Error) => fail(error.message),
        );
      });
      child.on('exit', (code, signal) => {
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        proc.url = undefined;
        proc.child = undefined;
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          reject(new Error(lastLine(proc.stderr) ?? `The model server ${how} before it was ready`));
          return;
        }
        if (!proc.stopping) crashed(proc, modelDir, how);
      });
    });
  }

  /** A ready replica exited by itself: restart it after a delay, or give its version up. */
  function crashed(proc: Proc, modelDir: string, how: string) {
    const now = Date.now();
    proc.crashes = [...proc.crashes.filter((t) => now - t < CRASH_WINDOW_MS), now];
    const { deploymentId, version } = proc.spec;
    const detail = lastLine(proc.stderr);
    const reason = `Replica ${proc.index + 1} of version ${version} ${how}${detail ? `: ${detail}` : ''}`;
    if (proc.crashes.length > MAX_CRASHES) {
      proc.state = 'failed';
      void stop(deploymentId, version);
      emit({
        kind: 'failed',
        deploymentId,
        version,
        reason: `${reason}; it crashed ${proc.crashes.length} times within a minute and was given up`,
      });
      return;
    }
    proc.state = 'restarting';
    setTimeout(
      () => {
        if (proc.stopping) return;
        launch(proc, modelDir).then(
          () => {
            proc.restarts++;
            emit({ kind: 'restarted', deploymentId, version, replica: proc.index, reason });
          },
          (error: Error) => {
            if (!proc.stopping) crashed(proc, modelDir, `could not restart (${error.message})`);
          },
        );
      },
      backoffMs * 2 ** (proc.crashes.length - 1),
    );
  }

  async function stopProc(proc: Proc) {
    proc.stopping = true;
    const child = proc.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // It finishes the calls under way and gives its handed connections back between two calls, then exits.
    sendTo(child, { t: 'drain' });
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  async function stop(deploymentId: number, version?: number) {
    const versions = byDeployment.get(deploymentId);
    if (!versions) return;
    const stopping: Proc[] = [];
    for (const [v, procs] of versions) {
      if (version !== undefined && v !== version) continue;
      stopping.push(...procs);
      versions.delete(v);
      if (active.get(deploymentId) === v) active.delete(deploymentId);
    }
    if (versions.size === 0) byDeployment.delete(deploymentId);
    await Promise.all(stopping.map(stopProc));
  }

  const runtime = runtimeVersion();

  // The connection hand-off (`handOff.ts`): what every replica is told, and the replicas' messages.
  const toldAll = new Map<string, ToReplica>();
  const toldDeployment = new Map<number, Map<string, ToReplica>>();
  const toldOf = (deploymentId: number) => [...toldAll.values(), ...(toldDeployment.get(deploymentId)?.values() ?? [])];
  const messageListeners = new Set<Parameters<ConnectionHandOff['onMessage']>[0]>();
  const handTurn = new Map<number, number>();
  const sendTo = (child: ChildProcess, message: ToReplica) => {
    if (child.connected) child.send(message, (error: Error | null) => error && undefined);
  };
  /** Ready replicas of the version taking the deployment's calls that have a channel. */
  const takers = (deploymentId: number) => {
    const version = active.get(deploymentId);
    if (version === undefined) return [];
    return (byDeployment.get(deploymentId)?.get(version) ?? []).filter(
      (p) => p.state === 'ready' && !p.stopping && p.child?.connected,
    );
  };
  const handOff: ConnectionHandOff = {
    canTake: (deploymentId) => takers(deploymentId).length > 0,
    async pass(deploymentId, socket, head, lease) {
      const ready = takers(deploymentId);
      // Not tracked by this process's server as a socket of its own in the child (Node would ask the child about it
      // when the server closes); the server counts it gone once this copy closes.
      const owner = socket as unknown as { server: unknown };
      const server = owner.server;
      owner.server = null;
      for (let attempt = 0; attempt < ready.length; attempt++) {
        const n = (handTurn.get(deploymentId) ?? 0) + 1;
        handTurn.set(deploymentId, n);
        const child = (ready[n % ready.length] as Proc).child;
        if (!child?.connected) continue;
        const sent = await new Promise<boolean>((resolve) => {
          try {
            const message: ToReplica = { t: 'connection', head: head.toString('base64'), lease };
            child.send(message, socket, { keepOpen: true }, (error) => resolve(!error));
          } catch {
            resolve(false);
          }
        });
        if (sent) {
          owner.server = server;
          socket.destroy();
          return true;
        }
      }
      owner.server = server;
      return false;
    },
    tell(deploymentId, message) {
      if (deploymentId === undefined) toldAll.set(message.t, message);
      else {
        const told = toldDeployment.get(deploymentId) ?? new Map<string, ToReplica>();
        told.set(message.t, message);
        toldDeployment.set(deploymentId, told);
      }
      const procs =
        deploymentId === undefined
          ? [...byDeployment.values()].flatMap((versions) => [...versions.values()].flat())
          : [...(byDeployment.get(deploymentId)?.values() ?? [])].flat();
      for (const proc of procs) if (proc.child && proc.state === 'ready') sendTo(proc.child, message);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
  };

  const serving: Serving = {
    mode: 'local',
    handOff,
    async status(): Promise<EngineStatus> {
      return 'version' in runtime
        ? { mode: 'local', engine: `ONNX Runtime ${runtime.version}`, available: true }
        : { mode: 'local', engine: 'ONNX Runtime', available: false, reason: runtime.missing };
    },
    cannotRun(spec) {
      if ('missing' in runtime) return runtime.missing;
      if (spec.gpuCount > 0 && spec.gpuType)
        return `Needs ${spec.gpuCount} ${spec.gpuType.replace('NVIDIA_', 'NVIDIA ')} GPU${spec.gpuCount > 1 ? 's' : ''}; this machine has none`;
      if (!spec.catalogName)
        return 'Custom images need a container runtime; this machine serves the built-in ONNX models only';
      if (!isBuiltIn(spec.catalogName, spec.modelVersion))
        return `${spec.catalogName}${spec.modelVersion ? ` ${spec.modelVersion}` : ''} has no model file on this machine; only the built-in ONNX models run here`;
      return undefined;
    },
    async start(spec) {
      const why = serving.cannotRun(spec);
      if (why) throw new Error(why);
      const modelDir = await ensureBuiltIn(settings.dataDir, spec.catalogName as string, spec.modelVersion as string);
      const versions = versionsOf(spec.deploymentId);
      const procs = versions.get(spec.version) ?? [];
      versions.set(spec.version, procs);
      const wanted = Math.max(1, spec.replicas);
      for (const extra of procs.splice(wanted)) void stopProc(extra);
      const starting: Promise<void>[] = [];
      for (let index = 0; index < wanted; index++) {
        const existing = procs[index];
        if (existing && existing.state !== 'failed') continue;
        const proc: Proc = {
          spec,
          index,
          state: 'starting',
          child: undefined,
          url: undefined,
          restarts: 0,
          crashes: [],
          stopping: false,
          stderr: '',
        };
        procs[index] = proc;
        starting.push(launch(proc, modelDir));
      }
      const results = await Promise.allSettled(starting);
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) {
        await stop(spec.deploymentId, spec.version);
        throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
      }
    },
    async switchTo(deploymentId, version) {
      const versions = byDeployment.get(deploymentId);
      if (!versions?.get(version)?.some((p) => p.state === 'ready'))
        throw new Error(`Version ${version} of deployment ${deploymentId} has no ready replica`);
      active.set(deploymentId, version);
      const others = [...versions.keys()].filter((v) => v !== version);
      // Calls already sent to the old replicas finish there (a stopping server answers what it has).
      await Promise.all(others.map((v) => stop(deploymentId, v)));
    },
    stop,
    route(deploymentId, skip) {
      const version = active.get(deploymentId);
      if (version === undefined) return undefined;
      const ready = (byDeployment.get(deploymentId)?.get(version) ?? []).filter(
        (p) => p.state === 'ready' && p.url && !skip?.has(p.url),
      );
      if (ready.length === 0) return undefined;
      const n = (turn.get(deploymentId) ?? 0) + 1;
      turn.set(deploymentId, n);
      const proc = ready[n % ready.length] as Proc;
      return { url: proc.url as string, version, replica: proc.index, modelName: proc.spec.modelName } satisfies Route;
    },
    serving: (deploymentId) => active.has(deploymentId),
    replicas(deploymentId) {
      const entries = deploymentId === undefined ? [...byDeployment.values()] : [byDeployment.get(deploymentId)];
      return entries.flatMap((versions) =>
        [...(versions?.values() ?? [])].flat().map(
          (p): Replica => ({
            deploymentId: p.spec.deploymentId,
            version: p.spec.version,
            index: p.index,
            state: p.state,
            url: p.url,
            pid: p.child?.pid,
            restarts: p.restarts,
          }),
        ),
      );
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scrapeTargets(): ScrapeGroup[] {
      return serving
        .replicas()
        .filter((r) => r.state === 'ready' && r.url)
        .map((r) => ({
          targets: [new URL(r.url as string).host],
          // The servers label their own series with deployment_id, project_id and version.
          labels: { job: 'model-servers', replica: String(r.index) },
        }));
    },
    async close() {
      await Promise.all([...byDeployment.keys()].map((id) => stop(id)));
    },
  };
  return serving;
}

const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l.trim())
    .at(-1)
    ?.slice(0, 500);

/** Polls a server's ready endpoint until it answers 200. */
async function waitReady(url: string, cancelled: () => boolean) {
  for (;;) {
    if (cancelled()) throw new Error('stopped before it was ready');
    try {
      const res = await fetch(`${url}/v2/health/ready`);
      if (res.ok) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
