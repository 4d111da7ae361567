/**
 * Who makes a change, as every service function takes it: a signed-in user (from the request), or the
 * platform itself when a job on the clock moves something nobody asked to move. Notices name the
 * people concerned; the actor is who did it (and what an audit entry records).
 */
import type { Db } from '../db/database';
import type { RequestContext } from '../env';
import type { Notifier } from '../notify/notifier';
import type { Clock } from '../sim/clock';

/** A signed-in user acting through a request. */
export interface UserActor {
  kind: 'user';
  userId: number;
}

/** The platform acting on its own: `job` names what moved it ("notebook hub", "SLA clock"…). */
export interface SystemActor {
  kind: 'system';
  job: string;
}

export type Actor = UserActor | SystemActor;

/** The platform's actor for one job on the clock. */
export const systemActor = (job: string): SystemActor => ({ kind: 'system', job });

/** The caller of a request as an actor. */
export const actorOf = (v: Pick<RequestContext, 'access'>): UserActor => ({ kind: 'user', userId: v.access.userId });

/** The user id to name as who did it (`null`: the platform). */
export const actorId = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

/** What a service function needs when no request is behind it: the database, the notifier and the clock. */
export interface JobContext {
  db: Db;
  notifier: Notifier;
  clock: Clock;
}
