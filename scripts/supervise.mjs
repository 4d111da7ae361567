// Keeps one child process of `pnpm start` running: when it stops on its own it is started again, and the other
// children (the console, the portal) stay up. A child that keeps dying right after it starts (a port in use, a
// broken build) is given up on instead of looping.

/**
 * Starts `spawnChild()` and starts it again `restartDelayMs` after each exit, until `stop()` is called. After
 * `maxQuickExits` exits in a row that each came within `quickMs` of their start, calls `onGiveUp(code)` instead.
 * Returns the supervisor: `child` is the process running now, `stop()` ends it for good.
 */
export function supervise({
  name,
  spawnChild,
  onGiveUp,
  restartDelayMs = 2000,
  quickMs = 15_000,
  maxQuickExits = 3,
  log = (line) => console.error(line),
  now = Date.now,
}) {
  let current;
  let quickExits = 0;
  let stopped = false;
  let timer;
  const launch = () => {
    const startedAt = now();
    const child = spawnChild();
    current = child;
    child.on('exit', (code, signal) => {
      if (stopped) return;
      const how = signal ?? `exit code ${code}`;
      quickExits = now() - startedAt < quickMs ? quickExits + 1 : 0;
      if (quickExits >= maxQuickExits) {
        log(`${name} stopped (${how}) ${quickExits} times right after starting; giving up.`);
        onGiveUp(code || 1);
        return;
      }
      log(`${name} stopped (${how}); starting it again in ${restartDelayMs / 1000} s (the rest stays up).`);
      timer = setTimeout(() => stopped || launch(), restartDelayMs);
    });
  };
  launch();
  return {
    get child() {
      return current;
    },
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      try {
        current?.kill(signal);
      } catch {}
    },
  };
}
