import type { OpenApiDocument } from '@console/contract';
import Ajv2020 from 'ajv/dist/2020';

/** Checks responses against an OpenAPI 3.1 document: status declared, and JSON body valid for its schema. */
export function createResponseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const routes = Object.entries(doc.paths).map(([path, ops]) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    ops,
  }));
  // Fixed paths first, so `/workspace/project/ddl` is not taken for `/workspace/project/{id}`.
  routes.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));

  /** Returns a list of problems (empty when the response conforms). */
  return function validate(method: string, url: string, status: number, body: unknown, contentType: string | null) {
    const path = new URL(url, 'http://x').pathname;
    const route = routes.find((r) => r.pattern.test(path) && r.ops[method.toLowerCase()]);
    if (!route) return [`${method} ${path}: not in the document`];
    const op = route.ops[method.toLowerCase()];
    const response = op?.responses?.[String(status)] as { content?: Record<string, { schema?: unknown }> } | undefined;
    if (!response) return [`${method} ${route.path}: status ${status} not declared`];
    if (!contentType?.includes('application/json')) return [];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [`${method} ${route.path} ${status}: JSON body not declared`];
    const key = `${method} ${route.path} ${status}`;
    let check = compiled.get(key);
    if (!check) {
      // Rewrite component refs so they resolve inside the registered document.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
      check = ajv.compile(JSON.parse(text));
      compiled.set(key, check);
    }
    if (check(body)) return [];
    return (check.errors ?? []).map((e) => `${key}: ${e.instancePath} ${e.message}`);
  };
}
