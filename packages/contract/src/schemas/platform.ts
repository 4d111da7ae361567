import { z } from '@hono/zod-openapi';

/** Which implementation drives an engine: real engines on the platform's machines, or states simulated on a clock. */
export const engineModeValues = ['local', 'simulated'] as const;
export const EngineMode = z.enum(engineModeValues).openapi('EngineMode');

/** One engine behind the API: what runs it and whether it answers now. */
export const EngineStatus = z
  .object({
    mode: EngineMode,
    /** The engine as a person knows it ("JupyterHub 3.0.0", "Prometheus 2.42.0"), or "simulated". */
    engine: z.string(),
    /** False while a real engine does not answer; `reason` says why. */
    available: z.boolean(),
    reason: z.string().optional(),
  })
  .openapi('EngineStatus');

/** The engines the platform runs on: notebooks, model serving and metrics. */
export const PlatformEngines = z
  .object({ notebooks: EngineStatus, serving: EngineStatus, metrics: EngineStatus })
  .openapi('PlatformEngines');
