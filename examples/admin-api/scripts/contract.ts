/**
 * Writes the contract: examples/admin-api/openapi.json (from the route schemas) and
 * packages/core/src/api/schema.gen.ts (openapi-typescript). With --check it writes nothing and
 * exits 1 when either committed file differs from what the code generates (CI drift check).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { contractDocument } from '../src/contract/document';

const check = process.argv.includes('--check');
const docFile = new URL('../openapi.json', import.meta.url);
const typesFile = new URL('../../../packages/core/src/api/schema.gen.ts', import.meta.url);

const doc = contractDocument();
const header =
  '// Generated from examples/admin-api/openapi.json by `pnpm --filter @console/admin-api run contract`. Do not edit.\n\n';
const ast = await openapiTS(JSON.parse(JSON.stringify(doc)), { exportType: true, alphabetize: false });
const types = header + astToString(ast);

const read = (file: URL) => readFile(file, 'utf8').catch(() => undefined);

if (check) {
  const problems: string[] = [];
  const committedDoc = await read(docFile);
  // The JSON is compared as data: the formatter may lay it out differently from JSON.stringify.
  if (!committedDoc || !isDeepStrictEqual(JSON.parse(committedDoc), JSON.parse(JSON.stringify(doc)))) {
    problems.push('examples/admin-api/openapi.json');
  }
  if ((await read(typesFile)) !== types) problems.push('packages/core/src/api/schema.gen.ts');
  if (problems.length > 0) {
    console.error(`The contract drifted from the route schemas: ${problems.join(', ')}.`);
    console.error('Run `pnpm --filter @console/admin-api run contract` and commit the result.');
    process.exit(1);
  }
  console.log('The contract matches the route schemas.');
} else {
  await writeFile(docFile, `${JSON.stringify(doc, null, 2)}\n`);
  await writeFile(typesFile, types);
  console.log('Wrote examples/admin-api/openapi.json and packages/core/src/api/schema.gen.ts');
}
