import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** The reference admin API and identity provider, running as a child process. */
export interface ReferenceStack {
  apiUrl: string;
  issuer: string;
  /** The console origin the identity provider redirects back to (nothing needs to listen there). */
  consoleOrigin: string;
  /** The seeded demo password. */
  password: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference stack the way `scripts/start.mjs` does (node + tsx on the admin API's
 * `src/main.ts`), on free ports chosen by the system and an in-memory database seeded with the demo
 * data, and resolves once both servers have said where they listen.
 */
export async function startReferenceStack(consoleOrigin = 'http://console.test'): Promise<ReferenceStack> {
  const child = spawn(process.execPath, [tsxBin(), 'src/main.ts'], {
    cwd: resolve(root, 'examples/admin-api'),
    env: {
      ...process.env,
      API_PORT: '0',
      IDP_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      CONSOLE_ORIGIN: consoleOrigin,
      LOG_REQUESTS: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { apiUrl, issuer } = await announced(child);
  const demo = JSON.parse(readFileSync(resolve(root, 'examples/admin-api/src/seed/demo-accounts.json'), 'utf8'));
  return {
    apiUrl,
    issuer,
    consoleOrigin,
    password: demo.password,
    stop: () => stopChild(child),
  };
}

function tsxBin(): string {
  const manifest = createRequire(resolve(root, 'package.json')).resolve('tsx/package.json');
  const bin = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  return resolve(manifest, '..', typeof bin === 'string' ? bin : bin.tsx);
}

/** Reads the child's output until it prints the issuer and the API URL (see the admin API's main.ts). */
function announced(child: ChildProcess, seconds = 90): Promise<{ apiUrl: string; issuer: string }> {
  return new Promise((done, fail) => {
    let output = '';
    let issuer: string | undefined;
    let apiUrl: string | undefined;
    const timer = setTimeout(
      () => fail(new Error(`the reference stack did not start in ${seconds} s:\n${output}`)),
      seconds * 1000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      issuer ??= /identity provider: (\S+)/.exec(output)?.[1];
      apiUrl ??= /admin API: (\S+)/.exec(output)?.[1];
      if (issuer && apiUrl) {
        clearTimeout(timer);
        done({ apiUrl, issuer });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the reference stack exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
