// Run by scripts/pack-test.mjs inside the scratch app: server rendering and Node tests load the packages as plain
// ESM, so each must import in Node, and the stylesheet export must resolve to a file.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const expected = [
  ['@console/core', 'createMemoryTokenStore'],
  ['@console/core/client', 'createConsoleClient'],
  ['@console/react', 'ConsoleProvider'],
  ['@console/widgets', 'WidgetsProvider'],
  // The area entry points, each its own module graph.
  ['@console/widgets/organizations', 'OrganizationsPanel'],
  ['@console/widgets/inferencing', 'DeploymentsPanel'],
];
const missing = [];
for (const [name, exported] of expected) {
  const module = await import(name);
  if (typeof module[exported] !== 'function') missing.push(`${name} ${exported}`);
}
const css = fileURLToPath(import.meta.resolve('@console/widgets/styles.css'));
if (!existsSync(css)) missing.push(`@console/widgets/styles.css (${css})`);
if (missing.length) {
  console.error(`Not found from outside the workspace: ${missing.join(', ')}`);
  process.exit(1);
}
