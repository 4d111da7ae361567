import type { SimJob } from '../sim/job';

/** One answered call: when, how long it took, whether it failed (an error status). */
export interface CallRecord {
  deploymentId: number;
  at: Date;
  latencyMs: number;
  failed: boolean;
  /** Calls alike this one it stands for (1 when left out): a model server reports its calls grouped by latency. */
  count?: number;
}

/** The inference endpoint's calls and key uses, counted in memory and written in batches. */
export interface CallRecorder extends SimJob {
  /** Adds one call; written with the next flush. */
  add(call: CallRecord): void;
  /** Marks a key used at `at` (its list shows when it was last used); written with the next flush. */
  keyUsed(keyId: number, at: Date): void;
  /** Writes the calls held so far (and waits for a write under way). */
  flush(): Promise<void>;
}
