/**
 * `statementText` writes what drizzle's own builder writes: the same text and the same values in the same
 * order, for the parts the API's statements use (columns, tables, values bound through a column, arrays,
 * identifiers, subqueries built with the query builder), and hands anything else to drizzle (the project
 * list's statements are compared in areas/projects/listStatements.test.ts).
 */
import { and, eq, exists, gt, ilike, inArray, not, or, placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { notifications } from '../areas/notifications/tables';
import { favorites, projectServices, projects } from '../areas/projects/tables';
import { statementText } from './statementText';

const dialect = new PgDialect();

const qb = new QueryBuilder();
/** Drizzle's text and values (its parameter typings are not sent to the database). */
const drizzles = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};
const same = (query: SQL) => expect(statementText(query)).toEqual(drizzles(query));

describe('statementText', () => {
  it('writes columns, tables, bound values, arrays and identifiers as drizzle does', () => {
    same(
      sql`select ${projects.id}, ${projects.name} from ${projects} where ${projects.id} > ${5} and ${projects.name} = ${"O'Brien"}`,
    );
    same(
      sql`select * from ${projects} where ${and(
        inArray(projects.id, [1, 2, 3]),
        or(eq(projects.branchId, 4), not(inArray(projects.organizationId, [7]))),
        ilike(projects.name, '%a\\_b%'),
        undefined,
      )} order by ${sql.identifier('name')} limit ${sql.raw('20')}`,
    );
    same(sql`select ${[1, 'two', null, true]} as tuple, ${null} as none, ${new Date(0)} as at`);
    // Values bound through a column go through its encoder (a timestamp, a json column).
    same(sql`select 1 from ${notifications} where ${gt(notifications.createdAt, new Date(Date.UTC(2026, 0, 1)))}`);
    same(sql`select ${sql`${sql`${1} + ${sql`${2}`}`} + ${3}`} as n`);
  });

  it('writes subqueries of the query builder in parentheses, and aliased tables by their alias', () => {
    const p = alias(projects, 'p');
    same(
      sql`select ${p.id} from ${p} where ${exists(
        qb
          .select({ one: sql`1` })
          .from(projectServices)
          .where(and(eq(projectServices.projectId, p.id), eq(projectServices.serviceId, 3))),
      )} and ${p.id} not in ${qb.select({ id: favorites.projectId }).from(favorites).where(eq(favorites.userId, 9))}`,
    );
  });

  it('hands placeholders and inlined values to drizzle', () => {
    same(sql`select * from ${projects} where ${projects.id} = ${placeholder('id')}`);
    const inlined = sql`select ${'x'} as x`.inlineParams();
    same(sql`select * from ${projects} where ${projects.name} = ${'a'} and ${inlined}`);
  });
});
