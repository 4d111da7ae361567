/**
 * The text and values of a drizzle `sql` statement for PostgreSQL, as drizzle's own `PgDialect.sqlToQuery`
 * writes them, in one pass over the statement's parts. Drizzle's builder merges an array of partial results
 * for every part and asks each part's class through a prototype walk; for the list pages' statements (a few
 * hundred parts) that was about a tenth of the API's time per request. Parts this pass does not know (views,
 * subqueries, placeholders, enums, aliased fields, inlined values, columns named by their key) hand the whole
 * statement back to drizzle, so the answer is always drizzle's.
 */
import { Column, Name, Param, Placeholder, type SQL, SQL as SqlClass, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');

/** Thrown by the pass at a part it leaves to drizzle. */
const UNKNOWN = Symbol('statementText.unknown');

const escapeName = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableLike {
  [key: symbol]: unknown;
}

function tableName(table: TableLike): string {
  const schema = table[TABLE_SCHEMA] as string | undefined;
  const name = escapeName(table[TABLE_NAME] as string);
  return schema === undefined || table[IS_ALIAS] ? name : `${escapeName(schema)}.${name}`;
}

class Writer {
  text = '';
  params: unknown[] = [];

  chunk(chunk: unknown): void {
    if (chunk instanceof StringChunk) {
      const value = chunk.value;
      this.text += value.length === 1 ? (value[0] as string) : value.join('');
    } else if (chunk instanceof SqlClass) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNKNOWN;
      for (const part of chunk.queryChunks) this.chunk(part);
    } else if (chunk instanceof Param) {
      const { value, encoder } = chunk as { value: unknown; encoder: { mapToDriverValue(v: unknown): unknown } };
      // A placeholder, or a value its column writes as SQL: drizzle's.
      if (value instanceof Placeholder) throw UNKNOWN;
      const mapped = value === null ? null : encoder.mapToDriverValue(value);
      if (mapped instanceof SqlClass) throw UNKNOWN;
      this.params.push(mapped);
      this.text += `$${this.params.length}`;
    } else if (chunk instanceof Column) {
      if ((chunk as unknown as { keyAsName: boolean }).keyAsName) throw UNKNOWN;
      this.text += `${tableName(chunk.table as unknown as TableLike)}.${escapeName(chunk.name)}`;
    } else if (chunk instanceof Table) {
      this.text += tableName(chunk as unknown as TableLike);
    } else if (chunk instanceof Name) {
      this.text += escapeName(chunk.value);
    } else if (chunk === undefined) {
      // nothing
    } else if (Array.isArray(chunk)) {
      this.text += '(';
      chunk.forEach((part, i) => {
        if (i > 0) this.text += ', ';
        this.chunk(part);
      });
      this.text += ')';
    } else if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
      // A value written into the template as it is: a parameter (functions are enums: drizzle's).
      if (typeof chunk === 'function') throw UNKNOWN;
      this.params.push(chunk);
      this.text += `$${this.params.length}`;
    } else if (isQueryBuilder(chunk)) {
      // A query builder (a subquery in `exists(...)`, say): its statement in parentheses.
      this.text += '(';
      this.chunk(chunk.getSQL());
      this.text += ')';
    } else {
      throw UNKNOWN;
    }
  }
}

/**
 * A select built with drizzle's query builder: something with `getSQL` that is none of the parts drizzle
 * treats otherwise (views, subqueries, placeholders and aliased fields have an entity kind of their own).
 */
function isQueryBuilder(chunk: object): chunk is { getSQL(): SQL } {
  const kind = (chunk.constructor as unknown as { [k: symbol]: unknown } | undefined)?.[
    Symbol.for('drizzle:entityKind')
  ];
  return (
    typeof (chunk as { getSQL?: unknown }).getSQL === 'function' &&
    typeof (chunk as { shouldOmitSQLParens?: unknown }).shouldOmitSQLParens !== 'function' &&
    (kind === 'PgSelect' || kind === 'PgSelectQueryBuilder')
  );
}

/** Sees each statement written here, with what was written (tests compare it with drizzle's own); none otherwise. */
let observer: ((query: SQL, written: { sql: string; params: unknown[] }) => void) | undefined;

/** Sets (or with `undefined` removes) the one observer of {@link statementText}; for tests. */
export function observeStatements(next: typeof observer): void {
  observer = next;
}

/** The statement's text and values, as `new PgDialect().sqlToQuery(query)` writes them. */
export function statementText(query: SQL): { sql: string; params: unknown[] } {
  const written = write(query);
  observer?.(query, written);
  return written;
}

function write(query: SQL): { sql: string; params: unknown[] } {
  const writer = new Writer();
  try {
    writer.chunk(query);
  } catch (error) {
    if (error !== UNKNOWN) throw error;
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { sql: text, params };
  }
  return { sql: writer.text, params: writer.params };
}
