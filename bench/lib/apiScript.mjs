import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Runs a measuring script of the admin API (`examples/admin-api/scripts/<script>`) in its own process, its log on
 * this process's stderr, and answers the JSON line it prints on stdout.
 * @param {{ root: string }} ctx
 * @param {string} script
 * @param {string[]} [args]
 */
export async function runApiScript(ctx, script, args = []) {
  const child = spawn(resolve(ctx.root, 'node_modules/.bin/tsx'), [`scripts/${script}`, ...args], {
    cwd: resolve(ctx.root, 'examples/admin-api'),
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((r) => child.once('exit', r));
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`${script.replace(/\.ts$/, '')} exited ${code}`);
  return JSON.parse(line);
}
