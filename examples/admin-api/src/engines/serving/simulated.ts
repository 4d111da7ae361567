/**
 * Simulated serving: no process starts; every version is "ready" at once and the API's endpoint answers
 * calls with the deterministic stand-in of `areas/deployments/inferenceModel.ts`, saying so. For unit tests
 * and machines without the model runtime.
 */
import type { EngineStatus } from '../status';
import type { Replica, Serving, ServingEvent, ServingSpec } from './types';

export function createSimulatedServing(): Serving {
  const versions = new Map<number, { spec: ServingSpec; active: boolean }[]>();
  const listeners = new Set<(event: ServingEvent) => void>();
  const status = async (): Promise<EngineStatus> => ({ mode: 'simulated', engine: 'simulated', available: true });
  return {
    mode: 'simulated',
    status,
    cannotRun: () => undefined,
    async start(spec) {
      const list = (versions.get(spec.deploymentId) ?? []).filter((v) => v.spec.version !== spec.version);
      versions.set(spec.deploymentId, [...list, { spec, active: false }]);
    },
    async switchTo(deploymentId, version) {
      const list = (versions.get(deploymentId) ?? []).filter((v) => v.spec.version === version);
      versions.set(
        deploymentId,
        list.map((v) => ({ ...v, active: true })),
      );
    },
    async stop(deploymentId, version) {
      if (version === undefined) versions.delete(deploymentId);
      else
        versions.set(
          deploymentId,
          (versions.get(deploymentId) ?? []).filter((v) => v.spec.version !== version),
        );
    },
    // No replica has an address: the endpoint's stand-in answers.
    route: () => undefined,
    serving: (deploymentId) => (versions.get(deploymentId) ?? []).some((v) => v.active),
    replicas(deploymentId) {
      const all = deploymentId === undefined ? [...versions.values()].flat() : (versions.get(deploymentId) ?? []);
      return all.flatMap(({ spec }) =>
        Array.from(
          { length: spec.replicas },
          (_, index): Replica => ({
            deploymentId: spec.deploymentId,
            version: spec.version,
            index,
            state: 'ready',
            url: undefined,
            pid: undefined,
            restarts: 0,
          }),
        ),
      );
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scrapeTargets: () => [],
    async close() {
      versions.clear();
    },
  };
}
