import { nodeStatusValues } from '@console/contract';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/tables';

/** A compute cluster the platform schedules workloads on. */
export const clusters = pgTable('clusters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('clusters_name'),
  region: text('region').notNull(),
});

/** A machine of a cluster: its capacity, GPU model and whether it takes work. */
export const clusterNodes = pgTable(
  'cluster_nodes',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: nodeStatusValues }).notNull().default('READY'),
    cpuCores: integer('cpu_cores').notNull(),
    memoryGiB: integer('memory_gib').notNull(),
    gpuModel: text('gpu_model'),
    gpuCount: integer('gpu_count').notNull().default(0),
  },
  (t) => [unique('cluster_nodes_cluster_name').on(t.clusterId, t.name)],
);

/** Resource columns of a sample: what was requested and what was used, in cores, GiB and GPUs. */
const allocatedAndUsed = {
  cpuAllocated: doublePrecision('cpu_allocated').notNull(),
  memoryAllocated: doublePrecision('memory_allocated').notNull(),
  gpusAllocated: doublePrecision('gpus_allocated').notNull(),
  cpuUsed: doublePrecision('cpu_used').notNull(),
  memoryUsed: doublePrecision('memory_used').notNull(),
  gpusUsed: doublePrecision('gpus_used').notNull(),
};

/** One node at one sampler tick: its capacity then, what all workloads requested and what it used. */
export const clusterNodeSamples = pgTable(
  'cluster_node_samples',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => clusterNodes.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    cpuCapacity: doublePrecision('cpu_capacity').notNull(),
    memoryCapacity: doublePrecision('memory_capacity').notNull(),
    gpuCapacity: doublePrecision('gpu_capacity').notNull(),
    ...allocatedAndUsed,
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.at] })],
);

/** One project's share of one cluster at one sampler tick: what its workloads requested and used. */
export const clusterProjectSamples = pgTable(
  'cluster_project_samples',
  {
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ...allocatedAndUsed,
  },
  (t) => [
    primaryKey({ columns: [t.clusterId, t.projectId, t.at] }),
    index('cluster_project_samples_project_at').on(t.projectId, t.at),
    index('cluster_project_samples_cluster_at').on(t.clusterId, t.at),
  ],
);
