// Where the console's initial JS goes: each byte of the built scripts is traced through its source map to the module
// it came from, then grouped by npm package or by folder of the workspace (`packages/core/src/auth`,
// `examples/console/src/routes`). A bundle analysis without a bundler plugin: source-map-js reads the maps the console's
// build writes anyway, so the sizes section prints the breakdown beside the total and a change shows where it weighs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map-js';

/** The group a source belongs to: an npm package, or a workspace folder three levels below its package. */
export function groupOf(source) {
  const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  const workspace = source.match(/((?:packages|examples)\/[^/]+\/src(?:\/[^/]+)?)/);
  if (workspace) return workspace[1].replace(/\.(tsx?|m?js)$/, '');
  return '(bundler: preload map, helpers)';
}

/**
 * `files`: the initial scripts (with their `.map` beside them). Each script's gzip bytes are shared out over the groups
 * in proportion to the minified bytes each contributed. Resolves to `[{ group, gz, min }]`, heaviest first.
 */
export function initialJsBreakdown(files) {
  const groups = new Map();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const fileGz = gzipSync(code, { level: 9 }).length;
    const consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const bytes = new Map();
    let previous;
    let mapped = 0;
    consumer.eachMapping((m) => {
      if (previous && previous.generatedLine === m.generatedLine) {
        const length = m.generatedColumn - previous.generatedColumn;
        // Sources are relative to the map (`../../src/main.tsx` for the console's own): resolved, they name their folder.
        const group = groupOf(previous.source ? resolve(dirname(file), previous.source) : '');
        bytes.set(group, (bytes.get(group) ?? 0) + length);
        mapped += length;
      }
      previous = m;
    });
    // What no mapping reaches (line ends, the last segment of each line) is shared out like the rest.
    for (const [group, min] of bytes) {
      const entry = groups.get(group) ?? { group, gz: 0, min: 0 };
      entry.min += min;
      entry.gz += mapped ? (min / mapped) * fileGz : 0;
      groups.set(group, entry);
    }
  }
  return [...groups.values()].sort((a, b) => b.gz - a.gz);
}
