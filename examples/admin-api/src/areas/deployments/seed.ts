/** A few demo deployments of Vision Lab in different states. */
import type { DbTransaction } from '../../db/database';
import type { PredefinedModel } from '../models';
import type { Config } from './config';
import { inferenceDeployments, inferenceEvents, inferenceKeys, inferenceVersions } from './tables';

/**
 * Seeds in `projectId` a running, a paused, a failed and a deploying deployment of the catalog's `models`.
 * With local serving (`local`) the running one serves a model this machine runs (Review Sentiment), so that
 * it is really running after start-up; the others fail as they would here once resumed or rolled out.
 */
export async function seedDeployments(
  tx: DbTransaction,
  models: PredefinedModel[],
  projectId: number | undefined,
  adminId: number | undefined,
  local = process.env.ENGINES === 'local',
) {
  if (!projectId) return;
  const model = (name: string) => {
    const m = models.find((x) => x.name === name);
    if (!m) throw new Error(`seed: no model ${name}`);
    return m;
  };
  const predefined = (name: string): Config => {
    const m = model(name);
    return {
      sourceType: 'PREDEFINED',
      predefinedModelId: m.id,
      modelVersion: m.versions[0] ?? null,
      image: null,
      modelPath: null,
      task: m.task,
      backend: m.backend,
      ...m.defaultResources,
    };
  };
  const now = Date.now();
  const demo: {
    name: string;
    config: Config;
    status: 'RUNNING' | 'PAUSED' | 'FAILED' | 'DEPLOYING';
    reason?: string;
    events: [string, string][];
  }[] = [
    {
      name: 'support-assistant',
      config: predefined(local ? 'Review Sentiment' : 'Llama 3.1 8B Instruct'),
      status: 'RUNNING',
      events: [
        ['CREATED', 'Deployed support-assistant (version 1)'],
        ['RUNNING', 'Version 1 is running'],
      ],
    },
    {
      name: 'doc-embeddings',
      config: predefined('all-MiniLM-L6-v2'),
      status: 'PAUSED',
      reason: 'Paused by an admin',
      events: [
        ['CREATED', 'Deployed doc-embeddings (version 1)'],
        ['RUNNING', 'Version 1 is running'],
        ['PAUSED', 'Paused; the endpoint refuses calls'],
      ],
    },
    {
      name: 'defect-detector',
      config: {
        ...predefined('ResNet-50'),
        sourceType: 'CUSTOM',
        predefinedModelId: null,
        modelVersion: null,
        image: 'registry.acme.example/vision/defect-detector:2.3',
        modelPath: 's3://vision-lab/models/defect-detector/2.3',
      },
      status: 'FAILED',
      reason: 'Image pull failed: no registry credentials for registry.acme.example',
      events: [
        ['CREATED', 'Deployed defect-detector (version 1)'],
        ['FAILED', 'Image pull failed: no registry credentials for registry.acme.example'],
      ],
    },
    {
      name: 'meeting-transcriber',
      config: predefined('Whisper Small'),
      status: 'DEPLOYING',
      events: [['CREATED', 'Deployed meeting-transcriber (version 1)']],
    },
  ];
  for (const [i, d] of demo.entries()) {
    const createdAt = new Date(now - (demo.length - i) * 86_400_000);
    const [row] = await tx
      .insert(inferenceDeployments)
      .values({
        projectId,
        name: d.name,
        status: d.status,
        statusReason: d.reason ?? null,
        config: d.config,
        createdBy: adminId ?? null,
        createdAt,
        updatedAt: createdAt,
        // The deploying one comes up shortly after start-up, as a live rollout would.
        nextAt: d.status === 'DEPLOYING' ? new Date(now + 10_000) : null,
      })
      .returning({ id: inferenceDeployments.id });
    if (!row) throw new Error('seed: deployment insert returned nothing');
    await tx
      .insert(inferenceVersions)
      .values({ deploymentId: row.id, number: 1, config: d.config, createdBy: adminId ?? null, createdAt });
    await tx.insert(inferenceEvents).values(
      d.events.map(([action, detail], n) => ({
        deploymentId: row.id,
        at: new Date(createdAt.getTime() + n * 60_000),
        actorId: action === 'CREATED' || action === 'PAUSED' ? (adminId ?? null) : null,
        action,
        detail,
      })),
    );
    if (d.status === 'RUNNING' && adminId) {
      // A key whose secret nobody knows: the demo shows the list; calling needs a new key.
      await tx.insert(inferenceKeys).values({
        deploymentId: row.id,
        name: 'chat-frontend',
        prefix: 'sk-demo0',
        secretHash: `seed-${row.id}-unusable`,
        createdBy: adminId,
        createdAt,
      });
    }
  }
}
