import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { CapacityBoardView } from './CapacityBoardView';
import { sampleCapacityBoard } from './fixtures';
import '../styles.css';

describe('CapacityBoardView', () => {
  it('lists waiting deployments beside waiting notebooks, each with its kind, why it waits and its place', async () => {
    const screen = await render(<CapacityBoardView board={sampleCapacityBoard()} />);
    const queue = screen.getByRole('table', { name: 'Waiting workloads' });
    const notebook = queue.getByRole('row').filter({ hasText: 'defect-training' });
    const deployment = queue.getByRole('row').filter({ hasText: 'defect-detector' });
    await expect.element(notebook).toHaveTextContent('Notebook');
    await expect.element(notebook).toHaveTextContent('1 of 3');
    await expect.element(deployment).toHaveTextContent('Deployment');
    await expect.element(deployment).toHaveTextContent('Project quota');
    await expect.element(deployment).toHaveTextContent('2 of 3');
    await expect.element(deployment).toHaveTextContent('Paula Project');
    await expectNoAxeViolations(screen.container);
  });
});
