/**
 * Writes the contract: packages/contract/openapi.json (from the route definitions, formatted by Biome
 * like every committed JSON file), packages/core/src/api/schema.gen.ts (openapi-typescript) and
 * packages/core/src/api/enums.gen.ts (the enums' values). With
 * --check it writes nothing and exits 1 when either committed file differs from what the code gives
 * (the CI drift check).
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { outputs, renderContract } from '../src/render';

const check = process.argv.includes('--check');
const { document, types, enums } = await renderContract();
const read = (file: URL) => readFile(file, 'utf8').catch(() => undefined);

if (check) {
  const problems: string[] = [];
  const committed = await read(outputs.document);
  // The JSON is compared as data: Biome lays it out differently from JSON.stringify.
  if (!committed || !isDeepStrictEqual(JSON.parse(committed), document))
    problems.push('packages/contract/openapi.json');
  if ((await read(outputs.types)) !== types) problems.push('packages/core/src/api/schema.gen.ts');
  if ((await read(outputs.enums)) !== enums) problems.push('packages/core/src/api/enums.gen.ts');
  if (problems.length > 0) {
    console.error(`The contract drifted from its route definitions: ${problems.join(', ')}.`);
    console.error('Run `pnpm --filter @console/contract run generate` and commit the result.');
    process.exit(1);
  }
  console.log('The committed contract matches its route definitions.');
} else {
  const documentPath = fileURLToPath(outputs.document);
  await writeFile(documentPath, `${JSON.stringify(document, null, 2)}\n`);
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', documentPath], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: 'inherit',
  });
  await writeFile(outputs.types, types);
  await writeFile(outputs.enums, enums);
  console.log(
    'Wrote packages/contract/openapi.json, packages/core/src/api/schema.gen.ts and packages/core/src/api/enums.gen.ts',
  );
}
