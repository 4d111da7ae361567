import type { notebooks } from '../areas/notebooks/tables';
import type { Reconciler, RowOf } from '../sim/reconciler';

/** How long the simulated hub takes to start and to stop an instance. */
export interface NotebookDelays {
  startMs: number;
  stopMs: number;
}

type Row = RowOf<typeof notebooks>;

/** The notebook hub's work on the clock, and when a row is due next after a request changed it. */
export interface NotebookSimulator extends Reconciler {
  delays: NotebookDelays;
  /** When the idle culler looks at a running instance: its last activity plus its timeout, or never. */
  cullAt(row: Pick<Row, 'idleTimeoutMinutes' | 'lastActivityAt'>): Date | null;
}
