// JupyterHub for the admin API's notebooks (ENGINES=local): the hub, its proxy and the single-user servers it spawns,
// with all their state under the engines' data directory so that a restart of the API (or of the hub) finds the
// servers again. The API is a service of the hub with its own admin token; a notebook is a named server of its owner.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The proxy's npm package when installed, else Debian's (which needs NODE_PATH under this Node). */
const PROXY = '/usr/bin/configurable-http-proxy';

/**
 * The hub's configuration. Beside the usual settings it adds one thing of its own: `/hub/console-login`, where the
 * console's Open lands with a one-time token the API minted for that user (60 s, note "console-open"): the token is
 * spent on arrival, the hub's login cookie is set, and the browser goes on to the user's own server, whose OAuth
 * sign-in with the hub then needs no second step. No credential stays in the address after the visit. Password
 * logins are refused: the hub's users exist only for the console.
 */
export function hubConfig({ port, dataDir, apiToken, spawnTimeoutSeconds = 30 }) {
  const py = (value) => JSON.stringify(value);
  return `# Written by scripts/engines/jupyterhub.mjs at each start; edits are lost.
import asyncio
import os
from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError
from tornado.ioloop import IOLoop
from jupyterhub import orm
from jupyterhub.auth import NullAuthenticator
from jupyterhub.handlers import BaseHandler
from jupyterhub.spawner import SimpleLocalProcessSpawner

c = get_config()  # noqa
data_dir = ${py(dataDir)}
c.JupyterHub.bind_url = ${py(`http://127.0.0.1:${port}`)}
c.JupyterHub.hub_ip = '127.0.0.1'
c.JupyterHub.hub_port = ${port + 1}
c.ConfigurableHTTPProxy.api_url = ${py(`http://127.0.0.1:${port + 2}`)}
# The start script runs the proxy itself, in its process group, so that nothing outlives it.
c.ConfigurableHTTPProxy.should_start = False
c.ConfigurableHTTPProxy.auth_token = ${py(apiToken.slice(0, 32))}
c.JupyterHub.db_url = 'sqlite:///' + os.path.join(data_dir, 'jupyterhub.sqlite')
c.JupyterHub.cookie_secret_file = os.path.join(data_dir, 'jupyterhub_cookie_secret')
c.JupyterHub.pid_file = os.path.join(data_dir, 'jupyterhub.pid')
c.JupyterHub.allow_named_servers = True
c.JupyterHub.named_server_limit_per_user = 0
# The proxy and the servers are in the start script's process group and end with it: the hub need not stop them on
# its way out (it would wait for a proxy already gone). A hub started again finds the servers still running.
c.JupyterHub.cleanup_servers = False
c.JupyterHub.cleanup_proxy = False
c.JupyterHub.last_activity_interval = 30

class ConsoleSpawner(SimpleLocalProcessSpawner):
    """SimpleLocalProcessSpawner whose start returns once the new server answers HTTP.

    After a start the hub waits for the server with exponential backoff and full jitter (a random sleep of up to
    0.2 s, 0.4 s, 0.8 s ... 5 s between looks), so a server up after 3 s was often seen only at 5 to 7 s. Asked
    every 50 ms here, the server is up when the hub first looks. A process that exits, or a server that does not
    answer within http_timeout, is left to the hub, which reports it as it always does.
    """

    def _answered(self, seconds):
        # Benchmarks read this line (HUB_LOG_START_TIMES=1); the hub logs only warnings.
        if os.environ.get('HUB_LOG_START_TIMES'):
            self.log.warning('Server %s answered %.3f s after its start', self._log_name, seconds)

    async def start(self):
        loop = IOLoop.current()
        began = loop.time()
        started = await super().start()
        url = 'http://%s:%i%sapi' % (self.ip or '127.0.0.1', self.port, self.server.base_url)
        client = AsyncHTTPClient()
        deadline = loop.time() + self.http_timeout
        while loop.time() < deadline and self.proc is not None and self.proc.poll() is None:
            try:
                await client.fetch(url, follow_redirects=False, request_timeout=2)
                self._answered(loop.time() - began)
                break
            except HTTPClientError as e:
                if e.code < 500:
                    self._answered(loop.time() - began)
                    break
            except OSError:
                pass
            await asyncio.sleep(0.05)
        return started

c.JupyterHub.spawner_class = ConsoleSpawner
c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(data_dir, 'homes', '{username}')
c.Spawner.cmd = ['/usr/bin/jupyterhub-singleuser'] + (['--allow-root'] if os.geteuid() == 0 else [])
c.Spawner.default_url = '/tree'
# How long a server may take to start, and then to answer (HUB_SPAWN_TIMEOUT_SECONDS: longer on a loaded machine).
c.Spawner.start_timeout = ${Math.max(60, spawnTimeoutSeconds)}
c.Spawner.http_timeout = ${spawnTimeoutSeconds}
# Single-user servers stay in the start script's process group: stopping it (Ctrl+C, a test runner) ends them too.
c.Spawner.popen_kwargs = {'start_new_session': False}
c.Spawner.environment = {'PATH': '/usr/local/bin:/usr/bin:/bin', 'JUPYTERHUB_ACTIVITY_INTERVAL': '30'}
c.JupyterHub.services = [{'name': 'console-api', 'api_token': ${py(apiToken)}}]
c.JupyterHub.load_roles = [{'name': 'admin', 'services': ['console-api']}]

def machine_has_gpu():
    return any(os.path.exists(p) for p in ('/dev/nvidia0', '/dev/dri/renderD128', '/dev/kfd'))

def apply_options(spawner):
    """The console's choices (the spawner's user_options): image, CPU and memory limits, storage, GPUs."""
    options = spawner.user_options or {}
    gpus = int(options.get('gpu', 0) or 0)
    if gpus > 0 and not machine_has_gpu():
        raise web.HTTPError(400, 'This machine has no GPU: start the notebook without one.')
    if options.get('cpu'):
        spawner.cpu_limit = float(options['cpu'])
    if options.get('memGiB'):
        spawner.mem_limit = '%dG' % int(options['memGiB'])
    spawner.environment = dict(spawner.environment or {})
    spawner.environment['NOTEBOOK_IMAGE'] = str(options.get('image', ''))
    spawner.environment['NOTEBOOK_STORAGE_GIB'] = str(options.get('storageGiB', ''))
    os.makedirs(os.path.join(data_dir, 'homes', spawner.user.name), exist_ok=True)

c.Spawner.pre_spawn_hook = apply_options

class ConsoleLoginHandler(BaseHandler):
    """Spends a one-time token of a user (minted by the API for Open) and signs that user in to the hub."""

    async def get(self):
        token = self.get_argument('token', '')
        found = orm.APIToken.find(self.db, token) if token else None
        if found is None or found.user is None or found.note != 'console-open':
            raise web.HTTPError(403, 'This link has expired or was used already: open the notebook from the console again.')
        user = self.user_from_username(found.user.name)
        self.db.delete(found)
        self.db.commit()
        self.set_login_cookie(user)
        next_url = self.get_argument('next', '')
        self.redirect(next_url if next_url.startswith(user.url) else user.url)

class ConsoleAuthenticator(NullAuthenticator):
    """No password logins: a user reaches the hub only through the console's Open."""

    def get_handlers(self, app):
        return [('/console-login', ConsoleLoginHandler)]

c.JupyterHub.authenticator_class = ConsoleAuthenticator
`;
}

/** Waits until the proxy's API answers, before the hub registers its routes there. */
async function waitForProxy(apiPort, token, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/routes`, {
        headers: { Authorization: `token ${token}` },
      });
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the hub's API answers (its proxy and the hub both up). */
async function waitForHub(url, token, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/hub/api/`, { headers: { Authorization: `token ${token}` } });
      if (res.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Starts JupyterHub (see index.mjs#startEngines for the options); answers { env, lines }. */
export async function startJupyterHub({ env, dataDir, spawnEngine, log = console.log }) {
  const port = Number(env.HUB_PORT ?? 8000);
  const hubDir = join(dataDir, 'jupyterhub');
  mkdirSync(join(hubDir, 'homes'), { recursive: true });
  // The service token is kept with the hub's state, so an API started again later speaks with the same hub.
  const tokenFile = join(hubDir, 'api_token');
  if (!existsSync(tokenFile)) writeFileSync(tokenFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  const apiToken = readFileSync(tokenFile, 'utf8').trim();
  const configFile = join(hubDir, 'jupyterhub_config.py');
  const spawnTimeoutSeconds = Number(env.HUB_SPAWN_TIMEOUT_SECONDS ?? 30);
  writeFileSync(configFile, hubConfig({ port, dataDir: hubDir, apiToken, spawnTimeoutSeconds }), { mode: 0o600 });
  const url = `http://localhost:${port}`;
  const engineEnv = {
    ...process.env,
    PATH: `/usr/local/bin:/usr/bin:/bin:${process.env.PATH ?? ''}`,
    NODE_PATH: '/usr/share/nodejs',
    CONFIGPROXY_AUTH_TOKEN: apiToken.slice(0, 32),
  };
  const proxyArgs = [
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--api-ip',
    '127.0.0.1',
    '--api-port',
    String(port + 2),
  ];
  spawnEngine(
    'JupyterHub proxy',
    PROXY,
    [...proxyArgs, '--error-target', `http://127.0.0.1:${port + 1}/hub/error`, '--log-level', 'warn'],
    { cwd: hubDir, env: engineEnv },
  );
  await waitForProxy(port + 2, apiToken.slice(0, 32));
  spawnEngine('JupyterHub', '/usr/bin/jupyterhub', ['-f', configFile, '--log-level', 'WARN'], {
    cwd: hubDir,
    env: engineEnv,
  });
  // The hub itself, not through the proxy (which logs every miss while the hub starts).
  if (!(await waitForHub(`http://127.0.0.1:${port + 1}`, apiToken)))
    log(`JupyterHub did not answer at ${url} within 60 s; the API answers 503 for it.`);
  return {
    env: { HUB_URL: url, HUB_API_TOKEN: apiToken, HUB_PORT: String(port) },
    lines: [`  JupyterHub          ${url}`],
  };
}
