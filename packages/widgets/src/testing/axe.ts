import axe from 'axe-core';
import { expect } from 'vitest';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits for finite animations (fades) so contrast is measured at full opacity. */
async function settleAnimations(): Promise<void> {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.allSettled(finite.map((a) => a.finished));
}

/**
 * Waits for what follows the first layout: resize observers report after a frame's layout, and a component that
 * reacts (a table that scrolls sideways becomes a named tab stop) renders in a task after it. Two frames and a task.
 */
async function settleLayout(): Promise<void> {
  for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
  await new Promise((done) => setTimeout(done, 0));
}

/** Runs axe's WCAG A/AA rules over an element (or the whole document, to include portals) and lists violations. */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  await settleLayout();
  await settleAnimations();
  const result = await axe.run(context, { runOnly: { type: 'tag', values: wcag }, resultTypes: ['violations'] });
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
