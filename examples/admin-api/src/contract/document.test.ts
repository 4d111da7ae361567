import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { rules } from '../access/rules';
import { createResponseValidator } from '../testing/openapiValidator';
import { contractDocument } from './document';

const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');

describe('the OpenAPI contract', () => {
  const doc = contractDocument();

  it('is OpenAPI 3.1 and lists every endpoint of the authorization table under its id', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method} ${path} ${op.operationId}`),
    );
    const expected = Object.entries(rules).map(([id, r]) => `${r.method} ${r.path} ${id}`);
    expect(operations.sort()).toEqual(expected.sort());
  });

  it('matches the committed examples/admin-api/openapi.json (run `contract` after changing a route)', async () => {
    expect(JSON.parse(await read('../../openapi.json'))).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("matches core's generated types (packages/core/src/api/schema.gen.ts)", async () => {
    const committed = await read('../../../../packages/core/src/api/schema.gen.ts');
    const types = astToString(
      await openapiTS(JSON.parse(JSON.stringify(doc)), { exportType: true, alphabetize: false }),
    );
    expect(committed.slice(committed.indexOf('\n\n') + 2)).toBe(types);
  });

  it('catches a response that breaks the document', () => {
    const validate = createResponseValidator(doc);
    expect(
      validate(
        'GET',
        '/users/info',
        200,
        { id: 1, email: 'a@b.c', name: 'A', isSuperAdmin: false, totalUnreadNotification: 0 },
        'application/json',
      ),
    ).toEqual([]);
    expect(validate('GET', '/users/info', 200, { id: '1' }, 'application/json').length).toBeGreaterThan(0);
    expect(validate('GET', '/users/info', 418, {}, 'application/json')).toEqual([
      'GET /users/info: status 418 not declared',
    ]);
  });
});
