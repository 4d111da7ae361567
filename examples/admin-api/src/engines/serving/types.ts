/**
 * Model serving behind the deployments area, in the manner of a KServe predictor: replicas of a version's
 * model start, answer ready, take calls, crash and restart, stop. The deployments' lifecycle calls this
 * interface; only its implementations start anything (`local.ts`: model-server processes on this machine;
 * `simulated.ts`: nothing, the endpoint's in-process stand-in answers). A cluster driver (KServe
 * InferenceServices, `docs/engines.md`) is a third implementation of the same interface.
 */
import type { Socket } from 'node:net';
import type { EngineMode } from '../mode';
import type { ReportsStatus } from '../status';
import type { FromReplica, ToReplica } from './handOff';

/** What to serve: one version of a deployment, with its replica count. */
export interface ServingSpec {
  deploymentId: number;
  projectId: number;
  /** The deployment's version number (what `model_version` answers). */
  version: number;
  /** The model's name in the protocol's paths. */
  modelName: string;
  /** The catalogue entry and its version this version runs; null for a custom image. */
  catalogName: string | null;
  modelVersion: string | null;
  /** Replicas to run (at least 1). */
  replicas: number;
  /** The hardware it asks for: GPUs this machine may lack. */
  gpuType: string | null;
  gpuCount: number;
}

/** One replica as the engine sees it. */
export interface Replica {
  deploymentId: number;
  version: number;
  /** 0-based index within its version. */
  index: number;
  state: 'starting' | 'ready' | 'restarting' | 'failed';
  /** Where it answers (`http://127.0.0.1:<port>`) once started; undefined when simulated. */
  url: string | undefined;
  pid: number | undefined;
  /** Restarts after crashes so far. */
  restarts: number;
}

/** What happens to replicas by itself: a crash and its restart, or a version given up after repeated crashes. */
export type ServingEvent =
  | { kind: 'restarted'; deploymentId: number; version: number; replica: number; reason: string }
  | { kind: 'failed'; deploymentId: number; version: number; reason: string };

/** A replica to send the next call to. */
export interface Route {
  url: string;
  version: number;
  replica: number;
  /** The model's name on that replica (the deployment may have been renamed since it started). */
  modelName: string;
}

/** A Prometheus HTTP service discovery group (`http_sd_config`). */
export interface ScrapeGroup {
  targets: string[];
  labels: Record<string, string>;
}

/**
 * Connections handed to the replicas this process spawned (`handOff.ts`): what the API's endpoint uses to stop
 * touching every request of a client that keeps its connection.
 */
export interface ConnectionHandOff {
  /**
   * Passes `socket` (with `head`, the bytes already read from it) to the next ready replica of the version taking the
   * deployment's calls, round robin; resolves true once sent (this process's copy is then closed), false when no
   * replica could take it (the socket is still the caller's).
   */
  pass(
    deploymentId: number,
    socket: Socket,
    head: Buffer,
    lease?: { client: string; granted: number },
  ): Promise<boolean>;
  /** Whether a replica of the deployment could take a connection now. */
  canTake(deploymentId: number): boolean;
  /** Sends `message` to the replicas of a deployment (every replica when undefined), now and to those started later. */
  tell(deploymentId: number | undefined, message: ToReplica): void;
  /** Hears the replicas' messages; `reply` answers the replica that sent it. */
  onMessage(
    listener: (
      deploymentId: number,
      message: FromReplica,
      socket: Socket | undefined,
      reply: (message: ToReplica) => void,
    ) => void,
  ): () => void;
}

export interface Serving extends ReportsStatus {
  /** Connection hand-off to the replicas this process spawned (local serving only). */
  readonly handOff?: ConnectionHandOff | undefined;
  readonly mode: EngineMode;
  /** Why this machine cannot run `spec` (hardware, weights it does not have), or undefined when it can. */
  cannotRun(spec: ServingSpec): string | undefined;
  /**
   * Starts `spec.replicas` replicas of the version (keeping those already there) and resolves once every one
   * answers ready on its own endpoint; rejects with the loader's message when the model cannot be served.
   */
  start(spec: ServingSpec): Promise<void>;
  /** Sends new calls to `version` (started and ready) and stops the deployment's other versions. */
  switchTo(deploymentId: number, version: number): Promise<void>;
  /** Stops a deployment's replicas: of one version, or all of them. */
  stop(deploymentId: number, version?: number): Promise<void>;
  /** The ready replica of the version taking calls that gets the next one (round robin); undefined: none. */
  route(deploymentId: number, skip?: ReadonlySet<string>): Route | undefined;
  /** Whether the deployment has a version taking calls, even while another rolls out. */
  serving(deploymentId: number): boolean;
  /** The replicas of one deployment, or of all. */
  replicas(deploymentId?: number): Replica[];
  /** Tells `listener` of crashes, restarts and versions given up; answers the unsubscribe. */
  onEvent(listener: (event: ServingEvent) => void): () => void;
  /** The model servers' metrics endpoints for Prometheus's HTTP service discovery. */
  scrapeTargets(): ScrapeGroup[];
  /** Stops every replica (the API shuts down). */
  close(): Promise<void>;
}
