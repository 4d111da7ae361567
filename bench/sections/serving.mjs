// Model serving with real model servers (ONNX Runtime): create to the first successful inference, inference
// throughput and p99 through the API's endpoint beside calling a model server directly (one run), and a version
// switch under that load. Through the endpoint the load generator's kept-alive connections are handed to the model
// server after their first call (per-connection balancing, as an L4 balancer does); the API's per-request relay
// remains for browsers' calls and is not what these rows measure. The measuring runs in examples/admin-api/scripts/benchServing.ts, in its own process;
// this section only reads its JSON line.

import { aimNote } from '../lib/aim.mjs';
import { runApiScript } from '../lib/apiScript.mjs';

export const title = 'Model serving: create to first inference; endpoint vs model server req/s and p99; version switch';

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const r = await runApiScript(ctx, 'benchServing.ts', ['--json']);
  return [
    {
      measure: 'create to first successful inference (Review Sentiment, 1 replica)',
      ours: Math.round(r.firstMedianMs),
      unit: 'ms',
      lowerIsBetter: true,
      note: `median of 5; ${aimNote(r.firstMedianMs / 1000, { at: 10, unit: 's', lowerIsBetter: true })}`,
    },
    {
      measure:
        "inference through the API endpoint, 10 kept-alive connections each handed to the replica after its first call (the replica checks keys, gates and counts each call; browsers' calls stay on the API's relay)",
      ours: Math.round(r.api.rps),
      unit: 'req/s',
      anchor: Math.round(r.direct.rps),
      anchorLabel: 'the model server called directly',
      note: `per-connection hand-off: ${r.connections?.handed ?? '?'} connections handed off in the run; p99 ${r.api.p99} ms (direct ${r.direct.p99} ms); median ratio of alternating rounds ${r.ratio.toFixed(2)} (${(r.ratios ?? []).map((x) => x.toFixed(2)).join(', ')}), ${aimNote(r.ratio, { at: 0.8, unit: 'x' })}; load from autocannon in a process of its own for both, 200s only; load average ${r.loadAverage?.toFixed(1) ?? '?'} at the end`,
    },
    ...(r.cpuUs
      ? [
          {
            measure:
              'CPU per inference call: the API (hands each connection to a replica once; nothing per later call)',
            ours: r.cpuUs.api.api,
            unit: 'µs',
            lowerIsBetter: true,
            anchor: r.cpuUs.direct.server,
            anchorLabel: 'the model server answering it',
            note: `through the API (connections handed off; the model server's figure includes its per-call key check, gates and counting): load generator ${r.cpuUs.api.client} µs + API ${r.cpuUs.api.api} µs + model server ${r.cpuUs.api.server} µs; directly: load generator ${r.cpuUs.direct.client} µs + model server ${r.cpuUs.direct.server} µs; on ${r.cpuUs.cores} cores shared by all three, that CPU allows at best ${r.cpuUs.ceilingRatio.toFixed(2)}x through the API`,
          },
        ]
      : []),
    {
      measure: "the endpoint's key check alone (GET v2/health/live: no replica, no metrics write)",
      ours: Math.round(r.keyCheck.rps),
      unit: 'req/s',
      note: `p99 ${r.keyCheck.p99} ms: answered by the API itself on every call (only infer calls are handed off)`,
    },
    {
      measure: 'failed calls during a version switch under that load',
      ours: r.switch.failed,
      unit: 'calls',
      lowerIsBetter: true,
      note: `${r.switch.calls} calls on handed-off connections, given back by the old replica between two calls and handed to the new one (${r.connections?.back ?? '?'} given back in the run); new version RUNNING after ${Math.round(r.switch.ms)} ms; ${aimNote(r.switch.failed, { at: 0, unit: 'failed', lowerIsBetter: true })}`,
    },
  ];
}
