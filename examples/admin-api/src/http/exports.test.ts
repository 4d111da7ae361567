import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../areas/organizations/tables';
import { projects } from '../areas/projects/tables';
import { parseCsv } from '../testing/csv';
import { setupTestStack } from '../testing/harness';
import { csvCell, csvLine } from './csv';
import { listChunks } from './resourceRoutes';

const { ctx, call, tokenFor } = setupTestStack();

/** An export as the given user: its status, headers and rows as records by header. */
async function download(path: string, as: string) {
  const res = await ctx.request(path, as ? { headers: { Authorization: tokenFor(as) } } : {});
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, headers: res.headers, rows: [] as Record<string, string>[] };
  const [header = [], ...lines] = parseCsv(text);
  const rows = lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
  return { status: res.status, headers: res.headers, rows };
}

interface Page {
  items: { id: number }[];
  total: number;
}
/** Every id of a list (all pages of 200) as the given user. */
async function listIds(path: string, as: string) {
  const sep = path.includes('?') ? '&' : '?';
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const res = await call<Page>('GET', `${path}${sep}pageSize=200&pageIndex=${pageIndex}`, { as });
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((i) => i.id));
    if (ids.length >= res.body.total || res.body.items.length === 0) return ids;
  }
}

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Quoted after the prefix when it also needs quoting.
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Numbers are values, not text: a negative number stays a number.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('export chunks', () => {
  const loader = (total: number) => {
    const calls: number[] = [];
    const load = async (offset: number, limit: number) => {
      calls.push(offset);
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
      return { items, total };
    };
    return { calls, load };
  };
  const all = async (total: number, chunk: number) => {
    const { calls, load } = loader(total);
    const first = (await load(0, chunk)).items;
    const seen: number[][] = [];
    for await (const items of listChunks(first, load, chunk)) seen.push(items);
    return { seen, calls };
  };

  it('reads a chunk at a time until a short one, each row once and in order', async () => {
    const { seen, calls } = await all(1001, 500);
    expect(seen.map((c) => c.length)).toEqual([500, 500, 1]);
    expect(seen.flat()).toEqual(Array.from({ length: 1001 }, (_, i) => i));
    expect(calls).toEqual([0, 500, 1000]);
  });

  it('stops at an empty chunk after a full one, and yields nothing for an empty list', async () => {
    expect((await all(1000, 500)).seen.map((c) => c.length)).toEqual([500, 500]);
    expect((await all(0, 500)).seen).toEqual([]);
  });
});

describe('list exports', () => {
  let acme = 0;
  let vision = 0;
  let fraud = 0;
  let tricky = 0;
  beforeAll(async () => {
    const db = ctx.database.db;
    acme = (await db.select().from(organizations).where(eq(organizations.name, 'Acme AI')))[0]?.id ?? 0;
    vision = (await db.select().from(projects).where(eq(projects.name, 'Vision Lab')))[0]?.id ?? 0;
    fraud = (await db.select().from(projects).where(eq(projects.name, 'Fraud Detection')))[0]?.id ?? 0;
    const opened = await call<{ id: number }>('POST', '/support/tickets', {
      as: 'member@demo.test',
      body: {
        organizationId: acme,
        projectId: vision,
        subject: '=HYPERLINK("http://evil.test","open me"), then "quotes"',
        description: 'Line one\nline two, with a comma',
        category: 'QUESTION',
        priority: 'LOW',
      },
    });
    expect(opened.status).toBe(201);
    tricky = opened.body.id;
  });

  it('writes tickets with the list filters, escaped, formulas defused, named by the day', async () => {
    const res = await download(
      '/support/tickets/export?search=HYPERLINK&sortBy=ID&sortOrder=DESC',
      'org.admin@demo.test',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/filename="tickets-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]).toMatchObject({
      id: String(tricky),
      subject: `'=HYPERLINK("http://evil.test","open me"), then "quotes"`,
      status: 'OPEN',
      requester_email: 'member@demo.test',
      project: 'Vision Lab',
    });
  });

  it('holds exactly the rows of the list, in its order, for each caller and filter', async () => {
    for (const [as, query] of [
      ['super@demo.test', ''],
      ['super@demo.test', '?status=OPEN&sortBy=PRIORITY&sortOrder=ASC'],
      ['org.admin@demo.test', `?organizationId=${acme}&sortBy=CREATED_AT&sortOrder=ASC`],
      ['branch.admin@demo.test', '?sortBy=DUE'],
      ['member@demo.test', ''],
    ] as const) {
      const exported = await download(`/support/tickets/export${query}`, as);
      expect(exported.status).toBe(200);
      expect(exported.rows.map((r) => Number(r.id))).toEqual(await listIds(`/support/tickets${query}`, as));
    }
    // A member sees only the tickets they opened.
    const mine = await download('/support/tickets/export', 'member@demo.test');
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.requester_email === 'member@demo.test')).toBe(true);
  });

  it('writes users of a scope with their roles, refused where the list is refused', async () => {
    const query = `?organizationId=${acme}&search=admin&sortBy=NAME&sortOrder=ASC`;
    const res = await download(`/users/export${query}`, 'org.admin@demo.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rows.map((r) => Number(r.id))).toEqual(await listIds(`/users${query}`, 'org.admin@demo.test'));
    expect(res.rows.length).toBeGreaterThan(0);
    expect(res.rows.every((r) => /admin/i.test(`${r.name} ${r.email}`))).toBe(true);
    expect(res.rows.find((r) => r.email === 'org.admin@demo.test')?.roles).toBe('ADMIN at Acme AI');
    const inactive = `?organizationId=${acme}&isActive=false`;
    expect((await download(`/users/export${inactive}`, 'super@demo.test')).rows.map((r) => Number(r.id))).toEqual(
      await listIds(`/users${inactive}`, 'super@demo.test'),
    );
    // The whole platform is for super admins only, as with the list; members export nothing.
    expect((await download('/users/export', 'org.admin@demo.test')).status).toBe(403);
    expect((await download(`/users/export?organizationId=${acme}`, 'member@demo.test')).status).toBe(403);
  });

  it('writes deployments and notebooks of a project as their lists show them', async () => {
    for (const project of [vision, fraud]) {
      const deployments = `/workspace/project/${project}/ai/inferencing/projects/deployments`;
      for (const query of ['', '?status=RUNNING', '?search=a&sortBy=NAME&sortOrder=ASC']) {
        const res = await download(`${deployments}/export${query}`, 'org.admin@demo.test');
        expect(res.status).toBe(200);
        expect(res.rows.map((r) => Number(r.id))).toEqual(
          await listIds(`${deployments}${query}`, 'org.admin@demo.test'),
        );
      }
      const notebooks = `/workspace/project/${project}/ai/jupyterhub`;
      for (const query of ['', '?status=RUNNING', '?sortBy=NAME&sortOrder=ASC']) {
        const res = await download(`${notebooks}/export${query}`, 'org.admin@demo.test');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toMatch(/notebooks-\d{4}-\d{2}-\d{2}\.csv/);
        expect(res.rows.map((r) => Number(r.id))).toEqual(await listIds(`${notebooks}${query}`, 'org.admin@demo.test'));
      }
    }
    // A member of Vision Lab sees its deployments and their own notebooks; Fraud Detection is not theirs.
    const own = await download(`/workspace/project/${vision}/ai/jupyterhub/export`, 'member@demo.test');
    expect(own.rows.map((r) => Number(r.id))).toEqual(
      await listIds(`/workspace/project/${vision}/ai/jupyterhub`, 'member@demo.test'),
    );
    const elsewhere = await download(
      `/workspace/project/${fraud}/ai/inferencing/projects/deployments/export`,
      'member@demo.test',
    );
    expect(elsewhere.status).toBe(403);
  });

  it('refuses unknown and paging parameters like the list refuses unknown ones', async () => {
    expect((await download('/support/tickets/export?pageIndex=1', 'super@demo.test')).status).toBe(400);
    expect((await download('/support/tickets/export?status=NOPE', 'super@demo.test')).status).toBe(400);
    expect((await download('/support/tickets/export', '')).status).toBe(401);
  });
});
