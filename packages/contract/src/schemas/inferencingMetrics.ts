import { z } from '@hono/zod-openapi';

/** Seconds of one stored metrics sample: the endpoint aggregates its calls per minute. */
export const DEPLOYMENT_METRICS_SAMPLE_SECONDS = 60;
/** Points one metrics series may hold; a longer range is down-sampled to a coarser step. */
export const DEPLOYMENT_METRICS_MAX_POINTS = 1_500;
/** The longest range a metrics series covers. */
export const DEPLOYMENT_METRICS_MAX_RANGE_DAYS = 90;

/** The calls of one step of a deployment's inference endpoint. */
export const DeploymentMetricsPoint = z
  .object({
    /** The step's start. */
    at: z.string(),
    /** Inference calls in the step (answered or refused). */
    requests: z.number().int().min(0),
    /** Calls answered with an error status (4xx or 5xx). */
    errors: z.number().int().min(0),
    /** Median latency in ms, estimated from a histogram; null without calls. */
    p50Ms: z.number().nullable(),
    /** 95th percentile latency in ms, estimated from a histogram; null without calls. */
    p95Ms: z.number().nullable(),
  })
  .openapi('DeploymentMetricsPoint');

/** What a deployment's endpoint answered over a range, one point per step (steps without calls included). */
export const DeploymentMetrics = z
  .object({
    deploymentId: z.number().int(),
    from: z.string(),
    to: z.string(),
    /** Seconds per point: 60, or coarser for a long range. */
    step: z.number().int(),
    points: z.array(DeploymentMetricsPoint),
  })
  .openapi('DeploymentMetrics');

/** Deployments one batch of metrics may ask for: a list page. */
export const DEPLOYMENT_METRICS_BATCH_MAX = 50;

/** The metrics of several deployments over one range, in the order asked for. */
export const DeploymentMetricsBatch = z.object({ items: z.array(DeploymentMetrics) }).openapi('DeploymentMetricsBatch');
