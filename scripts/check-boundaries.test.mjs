import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, specifiers } from './check-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [];

/** A throw-away admin API folder holding `files` (path under the root -> source). */
function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  roots.push(root);
  const base = {
    'src/db/schema.ts': "export * from '../areas/tickets/tables';\n",
    'src/db/database.ts': "import * as schema from './schema';\nexport const s = schema;\n",
    'src/areas/tickets/tables.ts': "export const tickets = 't';\n",
    'src/areas/tickets/service.ts': "import { tickets } from './tables';\nexport const open = () => tickets;\n",
    'src/areas/tickets/index.ts': "export { open } from './service';\n",
    'src/areas/sla/tables.ts': "import { tickets } from '../tickets/tables';\nexport const policies = tickets;\n",
  };
  for (const [file, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('area boundaries', () => {
  it('accepts an area imported through its index and another area’s table module', () => {
    const root = fixture({
      'src/areas/sla/clock.ts':
        "import { open } from '../tickets';\nimport { tickets } from '../tickets/tables';\nexport const x = [open, tickets];\n",
      'src/app.ts': "import { open } from './areas/tickets/index';\nexport const y = open;\n",
    });
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('refuses another area’s module imported past its index, and names the file and the import', () => {
    const root = fixture({
      'src/areas/sla/clock.ts': "import { open } from '../tickets/service';\nexport const x = open;\n",
    });
    expect(checkBoundaries(root)).toEqual([
      expect.objectContaining({ file: 'src/areas/sla/clock.ts', spec: '../tickets/service', rule: 'area-entry' }),
    ]);
  });

  it('refuses deep imports from the composition, scripts, type-only imports, dynamic imports and mocks alike', () => {
    const root = fixture({
      'src/app.ts': "import type { open } from './areas/tickets/service';\nexport type Y = typeof open;\n",
      'scripts/bench.ts': "const m = await import('../src/areas/tickets/service');\nexport default m;\n",
      'src/areas/sla/clock.test.ts': "import { vi } from 'vitest';\nvi.mock('../tickets/service');\n",
    });
    expect(
      checkBoundaries(root)
        .map((v) => `${v.file} ${v.rule}`)
        .sort(),
    ).toEqual(['scripts/bench.ts area-entry', 'src/app.ts area-entry', 'src/areas/sla/clock.test.ts area-entry']);
  });

  it('keeps the schema barrel for drizzle-kit and the typed Db', () => {
    const root = fixture({
      'src/areas/sla/queries.ts': "import { tickets } from '../../db/schema';\nexport const q = tickets;\n",
    });
    expect(checkBoundaries(root).map((v) => v.rule)).toEqual(['schema-barrel']);
  });

  it('keeps table modules leaves and infrastructure free of areas', () => {
    const root = fixture({
      'src/areas/sla/tables.ts': "import { open } from '../tickets';\nexport const policies = open;\n",
      'src/notify/notifier.ts':
        "import { open } from '../areas/tickets';\nimport { tickets } from '../areas/tickets/tables';\nexport const n = [open, tickets];\n",
    });
    expect(
      checkBoundaries(root)
        .map((v) => `${v.file} ${v.rule}`)
        .sort(),
    ).toEqual(['src/areas/sla/tables.ts tables-leaf', 'src/notify/notifier.ts infrastructure']);
  });

  it('reads multi-line, re-exported and commented imports', () => {
    const text = [
      "import {\n  a,\n  type B,\n} from './one';",
      "export * from './two';",
      "export { c } from './three';",
      "// import { d } from './commented';",
      "/* import { e } from './block'; */",
      "const f = await import('./four');",
    ].join('\n');
    expect(specifiers(text).sort()).toEqual(['./four', './one', './three', './two']);
  });

  it('fails the command on a violating fixture and passes on the admin API itself', () => {
    const bad = fixture({
      'src/areas/sla/clock.ts': "import { open } from '../tickets/service';\nexport const x = open;\n",
    });
    const script = path.join(here, 'check-boundaries.mjs');
    expect(() => execFileSync(process.execPath, [script, bad], { stdio: 'pipe' })).toThrow(/tickets\/service/);
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toContain('Area boundaries: ok');
  });
});
