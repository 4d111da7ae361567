import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

/** A real node child that runs until killed (or exits with `code` after `ms`). */
const node = (source) => () => spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
const forever = node('setInterval(() => {}, 1000)');

describe('supervise', () => {
  it('starts a child killed from outside again, and says so', async () => {
    const lines = [];
    let gaveUp;
    const supervisor = supervise({
      name: 'admin API',
      spawnChild: forever,
      onGiveUp: (code) => {
        gaveUp = code;
      },
      restartDelayMs: 50,
      log: (line) => lines.push(line),
    });
    const first = supervisor.child;
    first.kill('SIGTERM');
    await once(first, 'exit');
    await expect.poll(() => supervisor.child !== first && supervisor.child.pid !== undefined).toBe(true);
    expect(supervisor.child.exitCode).toBeNull();
    expect(lines).toEqual(['admin API stopped (SIGTERM); starting it again in 0.05 s (the rest stays up).']);
    expect(gaveUp).toBeUndefined();
    const second = supervisor.child;
    supervisor.stop();
    await once(second, 'exit');
    await new Promise((r) => setTimeout(r, 150));
    expect(supervisor.child).toBe(second);
  });

  it('gives up on a child that dies right after starting, instead of looping', async () => {
    const lines = [];
    const gaveUp = new Promise((resolve) => {
      supervise({
        name: 'admin API',
        spawnChild: node('process.exit(3)'),
        onGiveUp: resolve,
        restartDelayMs: 10,
        maxQuickExits: 3,
        log: (line) => lines.push(line),
      });
    });
    expect(await gaveUp).toBe(3);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toBe('admin API stopped (exit code 3) 3 times right after starting; giving up.');
  });
});
