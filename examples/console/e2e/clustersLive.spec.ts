import { cpus, hostname, totalmem } from 'node:os';
import { expect, seriousViolations, signIn, test } from './fixtures';

interface Cluster {
  id: number;
  name: string;
  source: 'measured' | 'simulated';
  capacity: { cpuCores: number; memoryGiB: number; gpus: number };
  nodes: { name: string; source: string }[];
}

/**
 * The stack on real engines (ENGINES=local, which `pnpm start` and this stack choose where Prometheus and node
 * exporter are installed): the super admin's cluster overview shows this machine, measured. On simulated engines
 * there is no measured cluster, and this test says so and skips.
 */
test('the super admin’s cluster overview shows this machine’s own cores and memory, measured', async ({ page }) => {
  await signIn(page, 'super');
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/clusters' && r.request().method() === 'GET',
  );
  await page.goto('/super-admin/cluster-overview');
  const response = await answer;
  expect(response.status()).toBe(200);
  const clusters = (await response.json()) as Cluster[];
  const machine = clusters.find((c) => c.source === 'measured');
  test.skip(!machine, 'The stack runs simulated engines (no Prometheus here): no measured cluster to check.');
  if (!machine) return;

  // The API's numbers are this machine's own.
  const cores = cpus().length;
  const memoryGiB = totalmem() / 1024 ** 3;
  expect(machine.name).toBe('local');
  expect(machine.nodes.map((n) => n.name)).toEqual([hostname()]);
  expect(machine.capacity.cpuCores).toBe(cores);
  expect(machine.capacity.memoryGiB).toBeCloseTo(memoryGiB, 1);
  expect(machine.capacity.gpus).toBe(0);
  // The seeded clusters stay, marked as simulated.
  for (const c of clusters.filter((c) => c !== machine)) expect(c.source).toBe('simulated');

  // And so are the screen's.
  await page.getByLabel('Cluster', { exact: true }).selectOption({ label: 'local (This machine)' });
  await expect(page.getByText('Measured', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'CPU', exact: true }).click();
  const capacity = page.locator('[data-slot="capacity-cards"]');
  await expect(capacity).toContainText(`of ${cores} cores`);
  await expect(capacity).toContainText(new RegExp(`of ${Math.floor(memoryGiB)}(\\.\\d+)? GiB`));
  const nodes = page
    .locator('[data-slot="chart-frame"]')
    .filter({ has: page.getByRole('heading', { name: 'CPU allocation per node' }) });
  await nodes.getByRole('button', { name: 'Table view' }).click();
  await expect(nodes.getByRole('table')).toContainText(hostname());
  expect(await seriousViolations(page)).toEqual([]);
});
