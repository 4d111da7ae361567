/**
 * Values for the contract fuzzer, drawn from the OpenAPI document's JSON Schemas with a seeded random
 * source: a valid value of a schema (ids taken from the database's own rows, so requests reach the
 * handlers), and the invalid ones a careless or hostile client sends (wrong types, numbers past the
 * database's range, long strings, unknown fields, missing fields).
 */

/** A JSON Schema as the OpenAPI document writes it (the parts the fuzzer reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  multipleOf?: number;
}

/** A seeded random source and the picks the fuzzer makes with it. */
export class Dice {
  constructor(readonly next: () => number) {}
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  chance(p: number) {
    return this.next() < p;
  }
}

/** Where a valid id for a field of a given name comes from: the ids of that table's rows. */
export type IdSource = (field: string) => number[] | undefined;

/** Strings that satisfy the contract's patterns (dates, times of day, logos), tried in order. */
const PATTERN_SAMPLES = ['2026-02-03', '10:00', '17:30', 'https://example.test/logo.png', 'UTC', 'abc', '1'];

/** Follows `$ref` into the document's components. */
export function resolver(components: Record<string, Schema>) {
  return function resolve(s: Schema): Schema {
    if (!s.$ref) return s;
    const target = components[s.$ref.split('/').pop() ?? ''];
    if (!target) throw new Error(`unknown schema ${s.$ref}`);
    return resolve(target);
  };
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Draws valid values of a schema. */
export function validValue(dice: Dice, resolve: (s: Schema) => Schema, ids: IdSource, optional = 0.5) {
  const draw = (raw: Schema, field: string): unknown => {
    const s = resolve(raw);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) {
      const nonNull = alternatives.filter((a) => !typesOf(resolve(a)).includes('null'));
      return draw(dice.chance(0.9) && nonNull.length > 0 ? dice.pick(nonNull) : dice.pick(alternatives), field);
    }
    if (s.allOf) return draw(s.allOf[0] ?? {}, field);
    if (s.const !== undefined) return s.const;
    if (s.enum) return dice.pick(s.enum);
    const types = typesOf(s).filter((t) => t !== 'null');
    if (types.length === 0 && typesOf(s).includes('null')) return null;
    const type = types[0] ?? 'object';
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        for (const [key, prop] of Object.entries(s.properties ?? {})) {
          if (required.has(key) || dice.chance(optional)) out[key] = draw(prop, key);
        }
        return out;
      }
      case 'array': {
        const min = s.minItems ?? 0;
        const length = dice.int(min, Math.max(min, Math.min(s.maxItems ?? 3, min + 3)));
        const items = Array.from({ length }, () => draw(s.items ?? {}, field));
        // Lists of enum values (week days) are sets: drop repeats.
        return items.every((x) => typeof x === 'string') ? [...new Set(items)] : items;
      }
      case 'integer':
      case 'number': {
        const pool = ids(field);
        if (pool && pool.length > 0) return dice.pick(pool);
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
        const max = Math.min(s.maximum ?? min + 100, min + 100);
        const value = dice.int(min, max);
        return s.multipleOf ? Math.max(min, Math.round(value / s.multipleOf) * s.multipleOf) : value;
      }
      case 'boolean':
        return dice.chance(0.5);
      case 'string': {
        if (s.format === 'email' || /email/i.test(field)) return `fuzz${dice.int(1, 1e6)}@demo.test`;
        if (/timeZone/.test(field)) return dice.pick(['UTC', 'Europe/Berlin', 'America/New_York']);
        if (s.pattern) {
          const re = new RegExp(s.pattern);
          const found = PATTERN_SAMPLES.find((x) => re.test(x));
          if (found !== undefined) return found;
        }
        const min = s.minLength ?? 1;
        const max = Math.min(s.maxLength ?? 24, 24);
        const base = `fuzz-${field}-${dice.int(0, 1e9).toString(36)}`;
        return base.length > max ? base.slice(0, Math.max(min, max)) : base.padEnd(min, 'x');
      }
      default:
        return null;
    }
  };
  return draw;
}

/** A JSON path inside a value: the keys and indices down to one place. */
type Path = (string | number)[];

/** Every place inside a value where a leaf (or a whole object or array) sits. */
export function placesOf(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((v, i) => placesOf(v, [...path, i]))];
  if (value && typeof value === 'object')
    return [here, ...Object.entries(value).flatMap(([k, v]) => placesOf(v, [...path, k]))];
  return [here];
}

/** A copy of `value` with the place at `path` replaced (or removed with `remove`). */
export function replaced(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && remove) copy.splice(head as number, 1);
    else copy[head as number] = replaced(copy[head as number], rest, next, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && remove) delete copy[head as string];
  else copy[head as string] = replaced(copy[head as string], rest, next, remove);
  return copy;
}

/** Values of the wrong kind for any field. */
export const WRONG_TYPES: unknown[] = ['1', 1, 1.5, true, null, [], {}, [1, 'a'], { id: 1 }];

/** Numbers a field of the database's `integer` columns cannot hold, or that are no integers. */
export const OUT_OF_BOUNDS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1, 0, 0.5, -0.0000001, 1e20];

/** Strings longer than any column needs, and strings of characters that are valid but unusual. */
export function longStrings(dice: Dice): string[] {
  return [
    'x'.repeat(dice.pick([1_000, 10_000, 200_000])),
    'é'.repeat(5_000),
    '\u0000',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(200),
    ' ',
  ];
}
