import type { Clock } from '../../sim/clock';
import type { EngineStatus } from '../status';
import {
  type HubAccess,
  type HubProgressEvent,
  HubRefusal,
  type HubServer,
  type HubServerRef,
  type HubSpawnOptions,
  type NotebookHub,
} from './types';

/** How long the simulated hub takes to start and to stop a server. */
export interface SimulatedHubDelays {
  startMs: number;
  stopMs: number;
}

interface SimServer {
  requestedAt: Date;
  stoppingAt: Date | null;
  lastActivity: Date;
}

/**
 * The hub on the clock, for unit tests and machines without JupyterHub: servers start after `startMs` and stop
 * after `stopMs`; a GPU is refused unless `gpus` says the machine has some. No process starts. The notebooks
 * area's simulated lifecycle (`areas/notebooks/simulator.ts`) moves the stored states on the same delays.
 */
export function createSimulatedNotebookHub(options: {
  clock: Clock;
  delays?: SimulatedHubDelays;
  baseUrl?: string;
  gpus?: number;
}): NotebookHub {
  const { clock } = options;
  const delays = options.delays ?? { startMs: 3000, stopMs: 2000 };
  const baseUrl = options.baseUrl ?? 'http://hub.invalid';
  const users = new Set<string>();
  const running = new Map<string, SimServer>();
  const key = (ref: HubServerRef) => `${ref.user}/${ref.server}`;
  const since = (at: Date) => clock.now().getTime() - at.getTime();

  function stateOf(ref: HubServerRef): HubServer {
    const s = running.get(key(ref));
    if (!s) return { state: 'absent' };
    if (s.stoppingAt) {
      if (since(s.stoppingAt) >= delays.stopMs) {
        running.delete(key(ref));
        return { state: 'absent' };
      }
      return { state: 'stopping', lastActivity: s.lastActivity };
    }
    if (since(s.requestedAt) < delays.startMs) return { state: 'pending', lastActivity: null };
    return { state: 'ready', lastActivity: s.lastActivity, url: `${baseUrl}/user/${ref.user}/${ref.server}/` };
  }

  return {
    mode: 'simulated',
    async status(): Promise<EngineStatus> {
      return { mode: 'simulated', engine: 'simulated', available: true };
    },
    async ensureUser(user) {
      users.add(user);
    },
    async startServer(ref: HubServerRef, spawn: HubSpawnOptions) {
      if (spawn.gpu > 0 && !(options.gpus ?? 0))
        throw new HubRefusal('This machine has no GPU: start the notebook without one.');
      users.add(ref.user);
      const current = stateOf(ref);
      if (current.state === 'pending' || current.state === 'ready') return;
      const now = clock.now();
      running.set(key(ref), { requestedAt: now, stoppingAt: null, lastActivity: now });
    },
    async stopServer(ref) {
      const s = running.get(key(ref));
      if (s && !s.stoppingAt) s.stoppingAt = clock.now();
    },
    async deleteServer(ref) {
      running.delete(key(ref));
    },
    server: async (ref) => stateOf(ref),
    async servers() {
      return [...running.keys()].flatMap((k) => {
        const [user = '', server = ''] = k.split('/');
        const ref = { user, server };
        const state = stateOf(ref);
        return state.state === 'absent' ? [] : [{ ...ref, ...state }];
      });
    },
    async progress(ref): Promise<HubProgressEvent[]> {
      const state = stateOf(ref);
      if (state.state === 'absent' || state.state === 'stopping') return [];
      const events: HubProgressEvent[] = [{ progress: 0, message: 'Server requested' }];
      if (state.state === 'ready')
        events.push({ progress: 100, ready: true, message: `Server ready at /user/${ref.user}/${ref.server}/` });
      else events.push({ progress: 50, message: 'Spawning server...' });
      return events;
    },
    async access(ref): Promise<HubAccess> {
      return {
        url: `${baseUrl}/user/${ref.user}/${ref.server}/`,
        expiresAt: new Date(clock.now().getTime() + 60_000),
      };
    },
    close() {},
  };
}
