import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  CLUSTER_MAX_POINTS,
  CLUSTER_MAX_RANGE_DAYS,
  CLUSTER_SAMPLE_SECONDS,
  Cluster,
  ClusterSeries,
  UsageLevel,
  UsageReport,
} from '../schemas/clusters';
import { errorResponses, IdParams, json, queryId } from '../schemas/common';

/** Whose numbers: the most specific of projectId, branchId and organizationId; none is the whole platform (super admins). */
const scopeQuery = {
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
};

/** An instant in a query string, ISO 8601 with a zone (`2026-01-05T09:00:00Z`). */
const instant = z.iso.datetime({ offset: true }).openapi({ format: 'date-time' });

/** The window of a series or report: `to` must be after `from`, at most the longest range apart. */
const rangeQuery = { from: instant, to: instant };

/** Seconds between points: a whole multiple of the sample interval. */
const step = z
  .string()
  .regex(/^\d{1,9}$/, 'Must be a whole number of seconds')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(CLUSTER_SAMPLE_SECONDS)
      .refine((s) => s % CLUSTER_SAMPLE_SECONDS === 0, `Must be a multiple of ${CLUSTER_SAMPLE_SECONDS} seconds`),
  )
  .openapi({
    type: 'integer',
    minimum: CLUSTER_SAMPLE_SECONDS,
    maximum: 999_999_999,
    multipleOf: CLUSTER_SAMPLE_SECONDS,
  });

const limits = `\`to\` after \`from\`, at most ${CLUSTER_MAX_RANGE_DAYS} days apart`;

/** Clusters: nodes with capacity and allocation, utilisation over time, usage per tenant (admins, by scope). */
export const clusterRoutes = {
  list: defineRoute({
    operationId: 'clusters.list',
    method: 'get',
    path: '/clusters',
    summary: 'Clusters with their nodes: capacity, what the scope requested, what is free',
    request: { query: z.strictObject(scopeQuery) },
    responses: { 200: json(z.array(Cluster), 'Clusters'), ...errorResponses(404) },
  }),
  series: defineRoute({
    operationId: 'clusters.series',
    method: 'get',
    path: '/clusters/{id}/utilisation',
    summary: `Capacity, allocation and use of one cluster over time for the scope (${limits}; at most ${CLUSTER_MAX_POINTS} points; the step defaults to the finest that fits)`,
    request: {
      params: IdParams,
      query: z.strictObject({ ...scopeQuery, ...rangeQuery, step: step.optional() }),
    },
    responses: { 200: json(ClusterSeries, 'The series'), ...errorResponses(404) },
  }),
  usage: defineRoute({
    operationId: 'clusters.usage',
    method: 'get',
    path: '/clusters/usage',
    summary: `Allocation and use per organization, branch or project inside the scope (${limits}; grouped one level below the scope by default)`,
    request: { query: z.strictObject({ ...scopeQuery, ...rangeQuery, groupBy: UsageLevel.optional() }) },
    responses: { 200: json(UsageReport, 'Usage per tenant'), ...errorResponses(404) },
  }),
};
