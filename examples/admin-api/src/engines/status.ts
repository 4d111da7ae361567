import type { EngineMode } from './mode';

/**
 * What an engine says of itself for `GET /platform/engines` and the console's "simulated" markers: which
 * implementation runs, the engine's own name and version when it is real, and whether it answers now.
 */
export interface EngineStatus {
  mode: EngineMode;
  /** The engine as a person knows it: "JupyterHub 3.0.0", "Prometheus 2.42.0", "ONNX Runtime 1.20.1", or "simulated". */
  engine: string;
  /** False while a local engine does not answer; `reason` says why. Always true when simulated. */
  available: boolean;
  reason?: string;
}

/** Every engine implementation answers its status (cheap: a cached health check at most every few seconds). */
export interface ReportsStatus {
  status(): Promise<EngineStatus>;
}
