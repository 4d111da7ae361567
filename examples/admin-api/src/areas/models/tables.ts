/** The predefined-model catalog deployments start from. */
import {
  type DeploymentResources,
  inferenceBackendValues,
  inferenceTaskValues,
  modelFrameworkValues,
} from '@console/contract';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** The predefined-model catalog (seeded; the same for every tenant). */
export const predefinedModels = pgTable('predefined_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  task: text('task', { enum: inferenceTaskValues }).notNull(),
  framework: text('framework', { enum: modelFrameworkValues }).notNull(),
  backend: text('backend', { enum: inferenceBackendValues }).notNull(),
  sizeMb: integer('size_mb').notNull(),
  versions: jsonb('versions').$type<string[]>().notNull(),
  description: text('description').notNull().default(''),
  defaultResources: jsonb('default_resources').$type<z.output<typeof DeploymentResources>>().notNull(),
});
