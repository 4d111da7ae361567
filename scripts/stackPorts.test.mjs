import { describe, expect, it } from 'vitest';
import { portClashes, stackPorts } from './stackPorts.mjs';

describe('the stack refuses ports given twice before it starts', () => {
  it('accepts the defaults, with and without engines, portal and instances', () => {
    expect(portClashes(stackPorts({}))).toEqual([]);
    expect(portClashes(stackPorts({}, { localEngines: true }))).toEqual([]);
    expect(portClashes(stackPorts({}, { instances: 3, localEngines: true }))).toEqual([]);
  });

  it("names both users of a port inside JupyterHub's three (the hub itself behind its proxy)", () => {
    const env = { HUB_PORT: '7324', PROMETHEUS_PORT: '7325', NODE_EXPORTER_PORT: '7326' };
    expect(portClashes(stackPorts(env, { localEngines: true }))).toEqual([
      'port 7325 is given to JupyterHub itself (HUB_PORT + 1) and Prometheus (PROMETHEUS_PORT)',
      "port 7326 is given to JupyterHub's proxy API (HUB_PORT + 2) and node exporter (NODE_EXPORTER_PORT)",
    ]);
    // Simulated engines bind none of those ports.
    expect(portClashes(stackPorts(env))).toEqual([]);
  });

  it('refuses the console and the API on one port, and the portal only when it starts', () => {
    expect(portClashes(stackPorts({ CONSOLE_PORT: '9000', API_PORT: '9000' }))).toEqual([
      'port 9000 is given to the console (CONSOLE_PORT) and the admin API (API_PORT)',
    ]);
    expect(portClashes(stackPorts({ PORTAL_PORT: '8080' }))).toHaveLength(1);
    expect(portClashes(stackPorts({ PORTAL_PORT: '8080' }, { withPortal: false }))).toEqual([]);
  });

  it("counts the instances' ports and their identity providers", () => {
    // Instance 1 listens on API_PORT + 11 = 8091; the console there clashes only when instances run.
    expect(portClashes(stackPorts({ CONSOLE_PORT: '8091' }))).toEqual([]);
    expect(portClashes(stackPorts({ CONSOLE_PORT: '8091' }, { instances: 2 }))).toEqual([
      'port 8091 is given to the console (CONSOLE_PORT) and admin API instance 1 (API_PORT + 11)',
    ]);
    expect(portClashes(stackPorts({ PORTAL_PORT: '8192' }, { instances: 2 }))[0]).toContain(
      "instance 2's identity provider",
    );
  });

  it('refuses a port that is not a number', () => {
    expect(portClashes(stackPorts({ API_PORT: 'eighty' }))).toEqual(['the admin API (API_PORT) is not a port: NaN']);
  });
});
