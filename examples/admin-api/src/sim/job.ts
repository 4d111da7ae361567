/**
 * Simulated work that runs on the clock for as long as the API does (a sampler, a reconciler):
 * `createApp` starts each job after the database is migrated and seeded, and stops it before the
 * database closes.
 */
export interface SimJob {
  /** Catches up on what fell due while the server was down, then keeps running on the clock. */
  start(): Promise<void>;
  /** Stops; resolves once work under way has finished. */
  stop(): Promise<void>;
}
