/**
 * The project list's statements kept per shape (db/prepared.ts `executeShaped`): while the equivalence cases run
 * (listReadsCases.ts: every sort, page, search, filter and role), every read's kept text and gathered values are
 * what drizzle writes for that read, one shape keeps one text and one prepared statement name, different shapes
 * have different ones, and a searched word is a value, never part of the text. A search's matches are read whole
 * up to a bound (`SEARCH_PROBE`), lowered here so that the cases' words fall on both sides of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeShapes, sameValues } from '../../db/prepared';
import { statementText } from '../../db/statementText';
import { setupTestStack } from '../../testing/harness';
import { listReadsCases } from './listReadsCases';
import { setSearchProbe } from './queries';

describe('the project list, its statements kept per shape', () => {
  let reads = 0;
  let differs = '';
  const nameOfKey = new Map<string, string>();
  const keyOfName = new Map<string, string>();
  const keys = new Set<string>();
  beforeAll(() => {
    setSearchProbe(30);
    observeShapes(({ key, text, name, values, build }) => {
      reads++;
      keys.add(key);
      // What drizzle writes for this very read (its own text and values).
      const theirs = statementText(build());
      if (theirs.sql !== text) differs ||= `${key}: kept text differs from this read's\n${text}\n${theirs.sql}`;
      if (!sameValues(values, theirs.params))
        differs ||= `${key}: values ${JSON.stringify(values)} differ from ${JSON.stringify(theirs.params)}`;
      if ((nameOfKey.get(key) ?? name) !== name) differs ||= `${key}: two statement names`;
      if ((keyOfName.get(name) ?? key) !== key) differs ||= `${name}: named for two shapes`;
      nameOfKey.set(key, name);
      keyOfName.set(name, key);
      // (A quote marks the test's word below: short words such as `a` are in any text.)
      for (const value of values)
        if (typeof value === 'string' && value.includes("'") && text.includes(value.slice(1, -1)))
          differs ||= `${key}: the searched ${value} is in the text`;
    });
  });
  const stack = setupTestStack();
  listReadsCases(stack);

  it('binds a searched word that looks like SQL as a value', async () => {
    const word = "x' or 1=1; --";
    const res = await stack.call<{ total: number }>('GET', `/workspace/project?search=${encodeURIComponent(word)}`, {
      as: 'super@demo.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });

  afterAll(() => {
    observeShapes(undefined);
    setSearchProbe(undefined);
    expect(differs).toBe('');
    // The cases' reads went through the kept shapes: every sort and direction, searches, seeks, filters.
    expect(reads).toBeGreaterThan(100);
    // Searches found their page both ways: from their matches read whole, and in list order past the bound.
    expect([...keys].some((k) => k.endsWith(':probed:30'))).toBe(true);
    expect([...keys].some((k) => k.endsWith(':ids'))).toBe(true);
    expect([...keys].some((k) => k.endsWith(':seek'))).toBe(true);
    expect(keys.has('projects:byIds')).toBe(true);
    expect(keys.size).toBeGreaterThan(10);
  });
});
