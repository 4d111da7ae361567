import { readFileSync } from 'node:fs';

/**
 * The text index.html carries inline as its pre-paint script (`startup.js` without its comment lines), exactly
 * as the page has it: the CSP allows it by the hash of this text.
 */
export function startupScript(): string {
  return readFileSync(new URL('./startup.js', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .trim();
}
