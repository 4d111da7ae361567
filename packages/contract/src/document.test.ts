import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildDocument } from './document';
import { ENUMS_HEADER, outputs, renderContract, TYPES_HEADER } from './render';
import { contractRoutes } from './routes';

/** Rendering the contract (types and enums through openapi-typescript) is the slow part: once for the file. */
let rendering: ReturnType<typeof renderContract> | undefined;
const rendered = () => {
  rendering ??= renderContract();
  return rendering;
};

describe('the contract', { timeout: 60_000 }, () => {
  it('is OpenAPI 3.1 with every route under its own operationId', () => {
    const doc = buildDocument();
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method} ${path} ${op.operationId}`),
    );
    const defined = contractRoutes.map((r) => `${r.method} ${r.path} ${r.operationId}`);
    expect(listed.sort()).toEqual(defined.sort());
    expect(new Set(contractRoutes.map((r) => r.operationId)).size).toBe(contractRoutes.length);
  });

  it('matches the committed openapi.json (run `pnpm --filter @console/contract run generate` after a change)', async () => {
    const { document } = await rendered();
    expect(JSON.parse(await readFile(outputs.document, 'utf8'))).toEqual(document);
  });

  it("matches core's generated types, whose header names this package", async () => {
    const committed = await readFile(outputs.types, 'utf8');
    expect(committed.startsWith(TYPES_HEADER)).toBe(true);
    expect(committed).toBe((await rendered()).types);
  });

  it("matches core's generated enum values, one tuple per enum of the document", async () => {
    const committed = await readFile(outputs.enums, 'utf8');
    expect(committed.startsWith(ENUMS_HEADER)).toBe(true);
    expect(committed).toBe((await rendered()).enums);
    expect(committed).toContain(
      'export const gpuTypeValues = ["NVIDIA_T4", "NVIDIA_L4", "NVIDIA_A10G", "NVIDIA_A100", "NVIDIA_H100"] as const',
    );
  });

  it('describes a conflict with details keyed by the field', () => {
    const doc = buildDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: unknown }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths['/organizations']?.post?.responses['409']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ConflictBody' } },
    });
    expect(doc.components.schemas.ConflictBody).toMatchObject({
      properties: { details: { type: 'object', additionalProperties: { type: 'string' } } },
    });
  });
});
