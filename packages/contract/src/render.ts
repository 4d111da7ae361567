import openapiTS, { astToString } from 'openapi-typescript';
import { buildDocument } from './document';

/** Where the generated files live, relative to this package. */
export const outputs = {
  document: new URL('../openapi.json', import.meta.url),
  types: new URL('../../core/src/api/schema.gen.ts', import.meta.url),
  enums: new URL('../../core/src/api/enums.gen.ts', import.meta.url),
};

/** The first line of core's generated types: it names where they come from. */
export const TYPES_HEADER =
  '// Generated from packages/contract/openapi.json (the @console/contract package) by `pnpm --filter @console/contract run generate`. Do not edit.\n\n';

/** The first lines of core's generated enum values. */
export const ENUMS_HEADER = `${TYPES_HEADER.trimEnd()}
// The values of every enum of the contract, in its order: forms, filters and labels list them from here.
import type { components } from './schema.gen';
`;

/**
 * Core's enum values as text: one constant per enum schema of the document's components (`GpuType` ->
 * `gpuTypeValues`), a tuple of its values without `null`, typed by the generated schema type.
 */
export function renderEnums(document: unknown): string {
  const schemas = (document as { components: { schemas: Record<string, { enum?: unknown[] }> } }).components.schemas;
  const constants = Object.entries(schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .map(([name, schema]) => {
      const values = (schema.enum ?? []).filter((value) => value !== null);
      const constant = `${name[0]?.toLowerCase()}${name.slice(1)}Values`;
      return `\n/** Every \`${name}\`, in the contract's order. */\nexport const ${constant} = ${JSON.stringify(values).replaceAll(',', ', ')} as const satisfies readonly NonNullable<components['schemas']['${name}']>[];\n`;
    });
  return ENUMS_HEADER + constants.join('');
}

/**
 * The committed document as data and core's types as text, exactly as `generate` writes them. Core
 * keeps its own generated copy so that the published package depends on nothing private.
 */
export async function renderContract() {
  const document: unknown = JSON.parse(JSON.stringify(buildDocument()));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { exportType: true, alphabetize: false });
  return { document, types: TYPES_HEADER + astToString(ast), enums: renderEnums(document) };
}
