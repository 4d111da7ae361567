import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePgliteTemplate } from '../db/database';

/**
 * Once per test run: a migrated, empty PGlite database dumped to a file that every in-memory database of the run
 * starts from (`PGLITE_TEMPLATE`, read by `openDatabase`), instead of each test file running initdb and the
 * migrations again. Each file still seeds its own copy, at its own time.
 */
export default async function setup() {
  const file = join(tmpdir(), `console-pglite-template-${process.pid}.tar`);
  await writePgliteTemplate(file);
  process.env.PGLITE_TEMPLATE = file;
  return async () => {
    await rm(file, { force: true });
  };
}
