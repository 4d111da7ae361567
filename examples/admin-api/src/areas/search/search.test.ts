import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';

const { call } = setupTestStack();

interface Hit {
  kind: string;
  id: number;
  name: string;
  detail: string | null;
  organizationId: number | null;
  projectId: number | null;
}

const find = async (as: string, q: string) =>
  (await call<{ items: Hit[] }>('GET', `/search?q=${encodeURIComponent(q)}`, { as })).body.items;

describe('the palette’s search', () => {
  it('finds a deployment by one word of its name, with where it runs', async () => {
    const [hit] = await find('project.admin@demo.test', 'detector');
    expect(hit).toMatchObject({ kind: 'DEPLOYMENT', name: 'defect-detector', detail: 'Vision Lab' });
    expect(hit?.projectId).toBeGreaterThan(0);
  });

  it('ranks a prefix over the start of a word over a match inside one', async () => {
    await call('POST', '/organizations', { as: 'super@demo.test', body: { name: 'Labrador Labs' } });
    await call('POST', '/organizations', { as: 'super@demo.test', body: { name: 'Collaboration Inc' } });
    const names = (await find('super@demo.test', 'lab')).map((h) => h.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('Labrador Labs')).toBeGreaterThanOrEqual(0);
    expect(at('Labrador Labs')).toBeLessThan(at('Vision Lab'));
    expect(at('Vision Lab')).toBeLessThan(at('Collaboration Inc'));
  });

  it('never offers another tenant’s resources, and people only to admins', async () => {
    expect(await find('org.admin@demo.test', 'forecast')).toEqual([]);
    expect((await find('super@demo.test', 'forecast')).map((h) => h.name)).toContain('Demand Forecast');
    // Another branch's project is not the branch admin's to see.
    expect((await find('branch.admin@demo.test', 'fraud')).filter((h) => h.kind === 'PROJECT')).toEqual([]);
    expect((await find('member@demo.test', 'olga')).filter((h) => h.kind === 'USER')).toEqual([]);
    expect((await find('org.admin@demo.test', 'max')).map((h) => h.detail)).toContain('member@demo.test');
    expect((await find('org.admin@demo.test', 'gil')).filter((h) => h.kind === 'USER')).toEqual([]);
    // A member sees the deployments they were granted, not the others of their project.
    expect((await find('member@demo.test', 'detector')).filter((h) => h.kind === 'DEPLOYMENT')).toEqual([]);
  });

  it('refuses an empty or overlong query', async () => {
    expect((await call('GET', '/search?q=', { as: 'member@demo.test' })).status).toBe(400);
    expect((await call('GET', `/search?q=${'x'.repeat(101)}`, { as: 'member@demo.test' })).status).toBe(400);
    expect((await call('GET', '/search?q=a')).status).toBe(401);
  });
});
