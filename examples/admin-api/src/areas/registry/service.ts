/** Saving registry credentials: one set per user and registry, replaced when saved again. */
import type { RegistryCredentialSave } from '@console/contract';
import type { z } from 'zod';
import { auditChanges, audited, commonScope } from '../../audit/record';
import type { RequestContext } from '../../env';
import { credentialDto } from './queries';
import { registryCredentials } from './tables';

/** Saves (or replaces) the caller's credentials for a registry. */
export async function saveCredentials(v: RequestContext, body: z.output<typeof RegistryCredentialSave>) {
  const now = v.services.inferencing.clock.now();
  // The username is recorded; the secret never is (see `auditChanges`).
  const event = (rows: { id: number; source: string }[]) => ({
    action: 'UPDATE' as const,
    resource: { kind: 'REGISTRY_CREDENTIAL' as const, id: rows[0]?.id ?? 0, name: rows[0]?.source ?? body.source },
    scope: commonScope(v.access.grants),
    changes: auditChanges({}, body),
  });
  const [row] = await audited(v, event, (tx) =>
    tx
      .insert(registryCredentials)
      .values({ ownerId: v.access.userId, ...body, updatedAt: now })
      .onConflictDoUpdate({
        target: [registryCredentials.ownerId, registryCredentials.source],
        set: { username: body.username, secret: body.secret, updatedAt: now },
      })
      .returning(),
  );
  if (!row) throw new Error('upsert returned nothing');
  return credentialDto(row);
}
