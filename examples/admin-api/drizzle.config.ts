import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema and writes SQL migrations into ./drizzle (applied at start). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
