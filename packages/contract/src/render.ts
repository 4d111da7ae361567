import openapiTS, { astToString } from 'openapi-typescript';
import { buildDocument } from './document';

/** Where the generated files live, relative to this package. */
export const outputs = {
  document: new URL('../openapi.json', import.meta.url),
  types: new URL('../../core/src/api/schema.gen.ts', import.meta.url),
};

/** The first line of core's generated types: it names where they come from. */
export const TYPES_HEADER =
  '// Generated from packages/contract/openapi.json (the @console/contract package) by `pnpm --filter @console/contract run generate`. Do not edit.\n\n';

/**
 * The committed document as data and core's types as text, exactly as `generate` writes them. Core
 * keeps its own generated copy so that the published package depends on nothing private.
 */
export async function renderContract() {
  const document: unknown = JSON.parse(JSON.stringify(buildDocument()));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { exportType: true, alphabetize: false });
  return { document, types: TYPES_HEADER + astToString(ast) };
}
