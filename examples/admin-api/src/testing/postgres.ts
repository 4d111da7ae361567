import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../config';
import { CONSOLE_ORIGIN } from '../idp/test-browser';

/** Where Debian's postgresql package puts the server binaries (PG_BIN overrides). */
const BIN =
  process.env.PG_BIN ??
  ['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(`${d}/initdb`));

/** A throw-away PostgreSQL server. */
export interface TestPostgres {
  url: string;
  /** The same database through the server's Unix socket instead of loopback TCP. */
  socketUrl: string;
  /** Stops the server (fast shutdown, connections cut) but keeps its data, as a database outage would. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
  /** The server's process id (its backends are its children), while it runs. */
  readonly pid: number | undefined;
}

/** Why a PostgreSQL test cannot run here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  if (!BIN) return 'PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'running as root and there is no postgres user to run the server as';
  }
  return undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * initdb in a temp dir and a server on a loopback port (random, or `port`, or TEST_PG_PORT), fsync off (tests only). As root, the
 * server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPostgres(options: { port?: number } = {}): Promise<TestPostgres> {
  if (!BIN) throw new Error('no PostgreSQL binaries');
  const dir = await mkdtemp(join(tmpdir(), 'console-pg-'));
  // As root, run initdb and the server as `postgres` (spawned with its uid, so the child is the server itself).
  const user: { uid?: number; gid?: number } = {};
  if (process.getuid?.() === 0) {
    user.uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    user.gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    await chown(dir, user.uid, user.gid);
  }
  await chmod(dir, 0o700);
  const data = join(dir, 'data');
  const initArgs = ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'];
  const init = spawnSync(`${BIN}/initdb`, initArgs, { encoding: 'utf8', cwd: dir, ...user });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = options.port ?? (Number(process.env.TEST_PG_PORT) || (await freePort()));
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
  const args = ['-D', data, '-p', String(port), '-k', dir, ...settings.flatMap((s) => ['-c', s])];
  let server: ChildProcess | undefined;
  const run = () => {
    server = spawn(`${BIN}/postgres`, args, { stdio: 'ignore', cwd: dir, ...user });
  };
  const halt = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  };
  const base = `postgres://postgres@127.0.0.1:${port}`;
  /** Waits until the server answers; runs `then` on a connection once it does. */
  const reachable = async (then?: (client: pg.Client) => Promise<unknown>) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      try {
        await client.connect();
        await then?.(client);
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  run();
  await reachable((client) => client.query('create database console'));
  return {
    url: `${base}/console`,
    socketUrl: `postgres://postgres@/console?host=${encodeURIComponent(dir)}&port=${port}`,
    pause: halt,
    get pid() {
      return server?.pid;
    },
    async resume() {
      run();
      await reachable();
    },
    async stop() {
      await halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An API configuration for tests on `url`: ephemeral ports on loopback, in-memory files, `extra` on top. */
export function postgresTestConfig(url: string, extra: Record<string, string> = {}): ServerConfig {
  return readConfig({
    API_PORT: '0',
    IDP_PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: 'memory://',
    CONSOLE_ORIGIN,
    ...extra,
  });
}
