/**
 * Prepared statements on PGlite: `PREPARE` once per text, `EXECUTE` with the values written as literals. The
 * answers are those of the statement run with bound values, whatever the values hold (quotes, backslashes,
 * nulls, negative numbers), and each text is prepared once however many calls run at the same time.
 */
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { executePrepared, executeShaped, observeShapes, sqlLiteral } from './prepared';

describe('executePrepared on PGlite', () => {
  let client: PGlite;
  let db: Db;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    db = drizzle(client) as unknown as Db;
    await client.exec(`create table t (id int primary key, name text, note text);
      insert into t values (1, 'O''Brien', null), (2, 'back\\slash', 'x'), (3, 'plain', 'y'), (-4, '$1 ''; drop table t; --', 'z');`);
  });
  afterAll(async () => {
    await client.close();
  });

  const plain = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const prepared = () => client.query<{ name: string }>('select name from pg_prepared_statements');

  it('answers what the statement answers with bound values, for values a literal must quote', async () => {
    const before = (await prepared()).rows.length;
    for (const name of ["O'Brien", 'back\\slash', "$1 '; drop table t; --", 'none']) {
      const query = sql`select id, name, note from t where name = ${name} or id = ${-4} order by id`;
      expect(await executePrepared(db, query)).toEqual(await plain(query));
    }
    const nulls = sql`select count(*)::int as n from t where note is not distinct from ${null}`;
    expect(await executePrepared(db, nulls)).toEqual([{ n: 1 }]);
    // Two texts, each prepared once for the five calls; the table is still there.
    expect((await prepared()).rows.length).toBe(before + 2);
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 4 }]);
  });

  it('prepares a text once when calls with it run at the same time', async () => {
    const before = (await prepared()).rows.length;
    const query = (id: number) => sql`select name from t where id > ${id} order by id limit 1`;
    const answers = await Promise.all([0, 1, 2].map((id) => executePrepared<{ name: string }>(db, query(id))));
    expect(answers).toEqual([[{ name: "O'Brien" }], [{ name: 'back\\slash' }], [{ name: 'plain' }]]);
    expect((await prepared()).rows.length).toBe(before + 1);
  });

  it('writes numbers, strings, booleans and nulls as literals, and nothing else', () => {
    expect(sqlLiteral(-12.5)).toBe('-12.5');
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date(0))).toBeUndefined();
    expect(sqlLiteral('a\0b')).toBeUndefined();
  });
});

describe('executeShaped: a statement written once per shape, its values bound', () => {
  let client: PGlite;
  let db: Db;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    db = drizzle(client) as unknown as Db;
    await client.exec(`create table s (id int primary key, name text);
      insert into s values (1, 'one'), (2, 'two'), (3, 'three');`);
  });
  afterAll(async () => {
    await client.close();
  });

  // A unique key prefix per run: the shapes are kept for the process, and test files share modules.
  const prefix = `test:${Math.random()}`;
  const byName = (name: string, below: number) => sql`select id from s where name = ${name} and id < ${below}`;
  const byId = (id: number) => sql`select id from s where id = ${id}`;

  it('writes the text of a shape once and reuses its prepared statement name for other values', async () => {
    const seen: { key: string; name: string; text: string; built: boolean; values: unknown[] }[] = [];
    observeShapes(({ key, name, text, built, values }) => seen.push({ key, name, text, built, values }));
    let builds = 0;
    const run = (name: string, below: number) =>
      executeShaped<{ id: number }>(
        db,
        `${prefix}:name`,
        () => {
          builds++;
          return byName(name, below);
        },
        [name, below],
        true,
      );
    try {
      expect(await run('two', 9)).toEqual([{ id: 2 }]);
      expect(await run('three', 9)).toEqual([{ id: 3 }]);
      // The values are bound, never written into the text: a quote in a value is a value.
      expect(await run("one' or '1'='1", 9)).toEqual([]);
      expect(await run('one', 1)).toEqual([]);
      expect(await executeShaped(db, `${prefix}:id`, () => byId(1), [1], true)).toEqual([{ id: 1 }]);
    } finally {
      observeShapes(undefined);
    }
    expect(builds).toBe(1);
    const names = seen.filter((s) => s.key === `${prefix}:name`);
    expect(names.map((s) => s.built)).toEqual([true, false, false, false]);
    expect(new Set(names.map((s) => s.name)).size).toBe(1);
    for (const s of names) expect(s.text).not.toContain("'1'='1");
    expect(names[2]?.values).toEqual(["one' or '1'='1", 9]);
    // Another shape, another statement.
    const other = seen.find((s) => s.key === `${prefix}:id`);
    expect(other?.name).not.toBe(names[0]?.name);
    // One PREPARE per shape in the session.
    const prepared = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(prepared.rows.filter((r) => r.statement.includes('from s where name')).length).toBe(1);
  });

  it('refuses values gathered in another order than the statement binds them', async () => {
    await expect(executeShaped(db, `${prefix}:swapped`, () => byName('two', 9), [9, 'two'], true)).rejects.toThrow(
      /differ from its own/,
    );
    // Nothing was kept for that shape: the next read writes it again, and checks again.
    await expect(executeShaped(db, `${prefix}:swapped`, () => byName('two', 9), ['two', 9], true)).resolves.toEqual([
      { id: 2 },
    ]);
  });

  it('runs an unprepared shape planned for its values', async () => {
    const before = (await client.query('select name from pg_prepared_statements')).rows.length;
    expect(await executeShaped(db, `${prefix}:plain`, () => byId(3), [3], false)).toEqual([{ id: 3 }]);
    expect((await client.query('select name from pg_prepared_statements')).rows.length).toBe(before);
  });
});
