// TypeDoc's entry points for this package (scripts/api-docs.mjs): the source of every `exports` subpath, so a new
// entry point is in the reference as soon as it is in package.json.
const { exports: entries } = require('./package.json');

module.exports = {
  entryPoints: Object.values(entries)
    .filter((target) => typeof target === 'object' && target !== null && typeof target.source === 'string')
    .map((target) => target.source),
};
