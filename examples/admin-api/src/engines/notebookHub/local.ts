import { existsSync } from 'node:fs';
import { ApiError } from '../../http/errors';
import type { EngineStatus } from '../status';
import { engineUnavailable } from '../unavailable';
import {
  type HubAccess,
  type HubProgressEvent,
  HubRefusal,
  type HubServer,
  type HubServerRef,
  type HubSpawnOptions,
  type NotebookHub,
} from './types';

/** How long one call to the hub may take before the hub counts as slow (503). */
const CALL_TIMEOUT_MS = 5000;
/** How long a start or stop waits for the hub's answer before it goes on in the background. */
const SETTLE_MS = 1500;
/** Starts and stops: the hub holds the request while the server starts or stops (up to 10 s, longer when busy). */
const SLOW_CALL_MS = 60_000;

/**
 * Waits for a start or stop the hub holds while it works: resolves once the hub took it, or after a moment while it
 * is still under way (the reconcile loop follows it); rejects when the hub refused it or did not answer at once.
 */
async function soon(request: Promise<void>): Promise<void> {
  request.catch(() => {});
  const settled = await Promise.race([
    request.then(
      () => 'ok' as const,
      (error: unknown) => ({ error }),
    ),
    new Promise<'waiting'>((r) => setTimeout(r, SETTLE_MS, 'waiting')),
  ]);
  if (typeof settled === 'object') throw settled.error;
}
/** How long the one-time token of Open lives (it is spent on arrival). */
const ACCESS_TTL_SECONDS = 60;
/** How long a status answer is reused. */
const STATUS_TTL_MS = 3000;

/** Device files a GPU driver leaves (NVIDIA, AMD); the hub's own pre-spawn hook checks the same. */
const GPU_DEVICES = ['/dev/nvidia0', '/dev/dri/renderD128', '/dev/kfd'];

interface HubUserModel {
  name: string;
  servers?: Record<
    string,
    { ready: boolean; pending: string | null; url: string; last_activity: string | null; stopped?: boolean }
  >;
}

/**
 * JupyterHub over its REST API (`/hub/api`), as an admin service with its own token. A notebook instance is a
 * named server of its owner's hub user; the console's choices go in as `user_options` (the hub's pre-spawn hook
 * turns them into CPU and memory limits; on Kubernetes a KubeSpawner profile does). Calls that do not answer
 * within 5 s, or that the hub answers with a 5xx, become a 503 naming JupyterHub.
 */
export function createLocalNotebookHub(options: {
  hubUrl: string;
  apiToken: string | undefined;
  /** Whether this machine has a GPU (default: looks for a driver's device file). */
  hasGpu?: () => boolean;
  fetch?: typeof fetch;
}): NotebookHub {
  const hubUrl = options.hubUrl.replace(/\/+$/, '');
  const api = `${hubUrl}/hub/api`;
  const doFetch = options.fetch ?? fetch;
  const hasGpu = options.hasGpu ?? (() => GPU_DEVICES.some((p) => existsSync(p)));
  const knownUsers = new Set<string>();
  const progress = new Map<string, { events: HubProgressEvent[]; reader: AbortController; done: boolean }>();
  const key = (ref: HubServerRef) => `${ref.user}/${ref.server}`;
  const path = (ref: HubServerRef) =>
    `/users/${encodeURIComponent(ref.user)}/servers/${encodeURIComponent(ref.server)}`;
  let cachedStatus: { at: number; status: EngineStatus } | undefined;

  async function call(method: string, route: string, body?: unknown, timeoutMs = CALL_TIMEOUT_MS): Promise<Response> {
    if (!options.apiToken) throw engineUnavailable('JupyterHub', 'the API has no hub token (HUB_API_TOKEN)');
    let res: Response;
    try {
      res = await doFetch(`${api}${route}`, {
        method,
        headers: {
          Authorization: `token ${options.apiToken}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw engineUnavailable(
        'JupyterHub',
        timedOut ? `no answer within ${timeoutMs / 1000} s` : `it does not answer at ${hubUrl}`,
      );
    }
    if (res.status >= 500 || res.status === 403 || res.status === 401) {
      const text = await messageOf(res);
      throw engineUnavailable('JupyterHub', `it answered ${res.status}${text ? ` (${text})` : ''}`);
    }
    // The hub's API answers its refusals (an unknown user's 404 too) in JSON. Anything else is not the hub: its proxy
    // passing the call to a port where another program listens, whose 404 must not read as "no such user".
    if (!res.ok && !/json/i.test(res.headers.get('content-type') ?? '')) {
      const text = await messageOf(res);
      throw engineUnavailable(
        'JupyterHub',
        `${hubUrl} answered ${res.status}${text ? ` (${text})` : ''} without JSON: another program may be listening where the hub should be`,
      );
    }
    return res;
  }

  async function messageOf(res: Response): Promise<string> {
    const text = await res.text().catch(() => '');
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : text.slice(0, 200);
    } catch {
      return text.slice(0, 200);
    }
  }

  async function ensureUser(user: string) {
    if (knownUsers.has(user)) return;
    const found = await call('GET', `/users/${encodeURIComponent(user)}`);
    if (found.status === 404) {
      const created = await call('POST', `/users/${encodeURIComponent(user)}`);
      if (!created.ok && created.status !== 409) throw new HubRefusal(await messageOf(created));
    } else await found.body?.cancel();
    knownUsers.add(user);
  }

  async function userModel(user: string): Promise<HubUserModel | undefined> {
    const res = await call('GET', `/users/${encodeURIComponent(user)}`);
    if (res.status === 404) {
      knownUsers.delete(user);
      await res.body?.cancel();
      return undefined;
    }
    return (await res.json()) as HubUserModel;
  }

  function serverOf(model: HubUserModel | undefined, name: string): HubServer {
    const s = model?.servers?.[name];
    if (!s || s.stopped) return { state: 'absent' };
    const lastActivity = s.last_activity ? new Date(s.last_activity) : null;
    if (s.pending === 'stop') return { state: 'stopping', lastActivity };
    if (s.pending) return { state: 'pending', lastActivity };
    if (s.ready) return { state: 'ready', lastActivity, url: `${hubUrl}${s.url}` };
    return { state: 'absent' };
  }

  /** Reads the hub's progress event stream of one start into memory, until the hub closes it. */
  function watchProgress(ref: HubServerRef) {
    const previous = progress.get(key(ref));
    previous?.reader?.abort();
    const entry = { events: [] as HubProgressEvent[], reader: new AbortController(), done: false };
    progress.set(key(ref), entry);
    void (async () => {
      try {
        const signal = AbortSignal.any([entry.reader.signal, AbortSignal.timeout(120_000)]);
        let res: Response | undefined;
        // Right after the start request the hub may not know the server yet: a few tries.
        for (let attempt = 0; attempt < 10 && !signal.aborted; attempt++) {
          res = await doFetch(`${api}${path(ref)}/progress`, {
            headers: { Authorization: `token ${options.apiToken}`, Accept: 'text/event-stream' },
            signal,
          });
          if (res.ok) break;
          await res.body?.cancel();
          await new Promise((r) => setTimeout(r, 300));
        }
        if (!res?.ok || !res.body) return;
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (data) {
              try {
                const event = JSON.parse(data) as Partial<HubProgressEvent>;
                entry.events.push({
                  progress: Number(event.progress ?? 0),
                  message: String(event.message ?? ''),
                  ...(event.ready ? { ready: true } : {}),
                  ...(event.failed ? { failed: true } : {}),
                });
              } catch {}
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted, or the hub went away: what was read stays.
      } finally {
        entry.done = true;
      }
    })();
  }

  return {
    mode: 'local',
    async status() {
      if (cachedStatus && Date.now() - cachedStatus.at < STATUS_TTL_MS) return cachedStatus.status;
      let status: EngineStatus;
      try {
        const res = await call('GET', '/', undefined, 2000);
        const body = (await res.json()) as { version?: string };
        status = { mode: 'local', engine: `JupyterHub ${body.version ?? ''}`.trim(), available: true };
      } catch (error) {
        status = {
          mode: 'local',
          engine: 'JupyterHub',
          available: false,
          reason: error instanceof Error ? error.message : String(error),
        };
      }
      cachedStatus = { at: Date.now(), status };
      return status;
    },
    ensureUser,
    async startServer(ref, spawn: HubSpawnOptions) {
      if (spawn.gpu > 0 && !hasGpu())
        throw new HubRefusal(
          `This machine has no GPU: ${spawn.gpu === 1 ? 'the GPU' : `the ${spawn.gpu} GPUs`} asked for cannot be given. Start the notebook without a GPU.`,
        );
      await ensureUser(ref.user);
      progress.get(key(ref))?.reader.abort();
      progress.delete(key(ref));
      await soon(
        call('POST', path(ref), spawn, SLOW_CALL_MS).then(async (res) => {
          if (res.ok) return;
          const message = await messageOf(res);
          // Already starting or running: the start the caller asked for is under way.
          if (res.status === 400 && /already running|pending spawn/.test(message)) return;
          throw new HubRefusal(message || `JupyterHub refused the start (${res.status})`);
        }),
      );
      watchProgress(ref);
    },
    async stopServer(ref) {
      await soon(
        call('DELETE', path(ref), undefined, SLOW_CALL_MS).then(async (res) => {
          if (res.ok || res.status === 404) return void (await res.body?.cancel());
          const message = await messageOf(res);
          // A server still starting cannot be stopped yet: the caller asks again (the reconcile loop does).
          if (res.status === 400 && /pending/.test(message)) return;
          throw new HubRefusal(message);
        }),
      );
    },
    async deleteServer(ref) {
      progress.get(key(ref))?.reader.abort();
      progress.delete(key(ref));
      await soon(
        call('DELETE', path(ref), { remove: true }, SLOW_CALL_MS).then(async (res) => {
          if (res.ok || res.status === 404) return void (await res.body?.cancel());
          const message = await messageOf(res);
          if (res.status === 400 && /pending/.test(message)) return;
          throw new HubRefusal(message);
        }),
      );
    },
    async server(ref) {
      return serverOf(await userModel(ref.user), ref.server);
    },
    async servers() {
      const res = await call('GET', '/users?state=active&limit=10000');
      const users = (await res.json()) as HubUserModel[];
      return users.flatMap((u) =>
        Object.keys(u.servers ?? {}).flatMap((name) => {
          const state = serverOf(u, name);
          return state.state === 'absent' ? [] : [{ user: u.name, server: name, ...state }];
        }),
      );
    },
    async progress(ref) {
      const entry = progress.get(key(ref));
      if (entry && (entry.events.length > 0 || !entry.done)) return [...entry.events];
      // Started before this API process (a restart), or read too early: read the hub's stream again.
      const state = serverOf(await userModel(ref.user), ref.server);
      if (state.state === 'pending' || state.state === 'ready') watchProgress(ref);
      return [];
    },
    async access(ref): Promise<HubAccess> {
      await ensureUser(ref.user);
      const res = await call('POST', `/users/${encodeURIComponent(ref.user)}/tokens`, {
        expires_in: ACCESS_TTL_SECONDS,
        note: 'console-open',
      });
      if (!res.ok) throw new ApiError(502, `JupyterHub did not give a token: ${await messageOf(res)}`);
      const { token } = (await res.json()) as { token: string };
      const next = `/user/${encodeURIComponent(ref.user)}/${encodeURIComponent(ref.server)}/`;
      return {
        url: `${hubUrl}/hub/console-login?${new URLSearchParams({ token, next })}`,
        expiresAt: new Date(Date.now() + ACCESS_TTL_SECONDS * 1000),
      };
    },
    close() {
      for (const entry of progress.values()) entry.reader.abort();
      progress.clear();
    },
  };
}
