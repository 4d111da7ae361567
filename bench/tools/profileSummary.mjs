#!/usr/bin/env node
// Where a CPU profile's (.cpuprofile, from node --cpu-prof or the bench server's BENCH_CPU_PROFILE) samples went:
// self time by function and by package or source file, the top of each, as shares of all samples.
//
//   node bench/tools/profileSummary.mjs file.cpuprofile [top=30]
import { readFileSync } from 'node:fs';

const [file, top = '30'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;
const where = (url) => {
  if (!url) return '(native)';
  const pkg = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/examples\/admin-api\//, '');
};
const byFunction = new Map();
const byPlace = new Map();
for (const [id, n] of counts) {
  const node = byId.get(id);
  const cf = node.callFrame;
  const place = where(cf.url);
  const fn = `${cf.functionName || '(anonymous)'} ${place}:${cf.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
  byPlace.set(place, (byPlace.get(place) ?? 0) + n);
}
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
    console.log(`${((100 * n) / total).toFixed(1).padStart(5)} %  ${k}`);
};
const idle = [...counts]
  .filter(([id]) => byId.get(id).callFrame.functionName === '(idle)')
  .reduce((a, [, n]) => a + n, 0);
console.log(`${total} samples, idle ${((100 * idle) / total).toFixed(1)} %`);
show('self time by package or file', byPlace);
show('self time by function', byFunction);
