import type { Access, Scope } from './access/access';
import type { ScopeLookup } from './access/lookup';
import type { ResourceRole, ResourceTarget } from './access/resourceRoles';
import type { ReadCache } from './cache/readCache';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { Metrics } from './engines/metrics';
import type { NotebookHub } from './engines/notebookHub/types';
import type { Serving } from './engines/serving';
import type { CallRecorder } from './jobs/callRecorder';
import type { Inferencing } from './jobs/inferencing';
import type { NotebookSimulator } from './jobs/notebookSimulator';
import type { Provisioner } from './jobs/provisioner';
import type { Notifier } from './notify/notifier';
import type { Clock } from './sim/clock';

/** The signed-in caller as the authentication middleware leaves it. */
export interface AuthInfo {
  sub: string;
  email?: string;
  name?: string;
  /** When the access token expires, in seconds since the epoch. */
  exp?: number;
}

/** What every handler can reach through `c.var`. */
export interface AppServices {
  config: ServerConfig;
  db: Db;
  notifier: Notifier;
  provisioner: Provisioner;
  /** Time as simulations see it (a TestClock in tests). */
  clock: Clock;
  notebookSim: NotebookSimulator;
  /** The notebook hub the notebooks area drives (JupyterHub, or simulated on the clock). */
  notebookHub: NotebookHub;
  /** Inference deployments' lifecycle: clock, reconciler, timeline and notices. */
  inferencing: Inferencing;
  /** The machines' capacity and use (Prometheus when ENGINES=local). */
  metrics: Metrics;
  /** Model serving: the replicas of deployments (model-server processes, or simulated). */
  serving: Serving;
  /** The inference endpoints' calls held in memory until written (`flush` before reading counts). */
  calls: CallRecorder;
  /** The caller's identity and role assignments (cached between requests); undefined when unknown or deactivated. */
  accessOf(userId: number): Promise<Access | undefined>;
  /**
   * The scope of an organization, branch or project (cached between requests); undefined when it
   * does not exist. Not for reads inside a transaction: see `lookup.ts` for those.
   */
  scopeOf: ScopeLookup;
  /** Reads reused until the next write (list totals); see `createReadCache`. */
  reads: ReadCache;
  /**
   * Reads that background jobs change too (list pages, unread counts), reused until a table they were
   * read from changes; cached only with the database's change feed, otherwise always read afresh.
   */
  tracked: ReadCache;
  /** How `authorize` finds the resources its rules name inside a project, given by the areas that own them. */
  targets: { deployment: ResourceTarget };
}

/** Where a request came from, for the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/**
 * What a query or service function needs of a request: the services, the caller, the scope it acts on and
 * (for the audit log) where the request came from.
 */
export type RequestContext = Pick<AppEnv['Variables'], 'services' | 'access' | 'scope'> & { client?: ClientInfo };

/** The Hono environment of the API. */
export interface AppEnv {
  Variables: {
    auth: AuthInfo;
    services: AppServices;
    access: Access;
    /** The scope the endpoint acts on, as resolved by `authorize`. */
    scope: Scope;
    /** For routes on one inference deployment: which one, and the caller's role on it. */
    deployment: { id: number; role: ResourceRole };
    /** Where the request came from (client address and user agent). */
    client: ClientInfo;
  };
}
