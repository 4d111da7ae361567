/** The deployments' lifecycle as the rest of the server reaches it (`services.inferencing`); built by `areas/deployments/lifecycle.ts`. */
import type { inferenceDeployments } from '../areas/deployments/tables';
import type { WeekDay } from '../domain/localTime';
import type { Serving, ServingSpec } from '../engines/serving';
import type { ScopedNotificationInput } from '../notify/notifier';
import type { Clock } from '../sim/clock';
import type { SimJob } from '../sim/job';
import type { Reconciler } from '../sim/reconciler';

type Row = typeof inferenceDeployments.$inferSelect;

/**
 * A weekly span during which a scheduled resource (an inference deployment) runs. It starts at
 * `start` on each listed day in its own time zone and ends at `end` the same day, or the next day
 * when `end` is before `start` (an overnight window: FRI 22:00-06:00 runs into Saturday morning).
 * `24:00` as the end means midnight.
 */
export interface UptimeWindow {
  weekDays: readonly WeekDay[];
  /** `HH:mm`, 00:00-23:59. */
  start: string;
  /** `HH:mm`, 00:00-24:00, not equal to `start`. */
  end: string;
  /** IANA time zone the days and times are read in. */
  timeZone: string;
}

/** A timeline action (the contract's `TimelineAction`). */
export type Action =
  | 'CREATED'
  | 'UPDATED'
  | 'RUNNING'
  | 'FAILED'
  | 'REPLICA_RESTARTED'
  | 'PAUSED'
  | 'RESUMED'
  | 'VERSION_ACTIVATED'
  | 'KEY_CREATED'
  | 'KEY_REVOKED'
  | 'PERMISSIONS_CHANGED'
  | 'SCHEDULE_CHANGED'
  | 'SCHEDULE_PAUSED'
  | 'SCHEDULE_RESUMED'
  | 'STOPPED'
  | 'QUEUED'
  | 'ADMITTED';

/** What the inferencing routes and the endpoint share. */
export interface Inferencing {
  clock: Clock;
  reconciler: Reconciler;
  /** The model serving engine: replicas of each deployment's active version. */
  serving: Serving;
  /** What the serving engine is asked to run for `row`'s active version. */
  specOf(row: Row): Promise<ServingSpec>;
  /**
   * The replicas' own work beside the reconciler: at start, the replicas of RUNNING deployments are started
   * again (an API restart ended them with it); crashes are recorded, and a version given up fails its
   * deployment; at stop, every replica ends.
   */
  servingWork: SimJob;
  /** Starts the active version's replicas of `row` and sends its calls to them; the reason when it cannot. */
  serveNow(row: Row): Promise<string | undefined>;
  /** How long a rollout takes on the clock. */
  deployDelayMs: number;
  /** Adds a timeline entry (at the clock's now). */
  record(deploymentId: number, actorId: number | null, action: Action, detail: string): Promise<void>;
  /** Tells the people who may see a deployment about it (its project's admins and grantees), plus `extra`. */
  announce(deployment: Pick<Row, 'id' | 'projectId'>, input: ScopedNotificationInput, extra?: number[]): Promise<void>;
  /** Tells only `userIds` about a deployment (a change of their own access to it). */
  announceTo(deployment: Pick<Row, 'projectId'>, userIds: number[], input: ScopedNotificationInput): Promise<void>;
  /** The uptime windows of a deployment. */
  windowsOf(deploymentId: number): Promise<UptimeWindow[]>;
}
