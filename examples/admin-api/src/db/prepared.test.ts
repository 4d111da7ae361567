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
import { executePrepared, sqlLiteral } from './prepared';

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
