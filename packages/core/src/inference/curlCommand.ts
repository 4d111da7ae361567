import type { InferRequestBody } from './inferenceTypes';

/** `value` as one single-quoted shell word. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The `curl` command that sends `body` to a deployment's endpoint. The key is `$API_KEY` unless `apiKey`
 * is given: print a secret only when its owner asked to see it.
 */
export function inferCurl(endpointUrl: string, body: InferRequestBody, apiKey?: string): string {
  const auth =
    apiKey === undefined ? '"Authorization: Bearer $API_KEY"' : shellQuote(`Authorization: Bearer ${apiKey}`);
  return [
    `curl -X POST ${shellQuote(`${endpointUrl}/infer`)} \\`,
    `  -H ${auth} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(JSON.stringify(body))}`,
  ].join('\n');
}
