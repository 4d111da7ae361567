import { Role, type RolePriority } from '@console/core';
import type { Allowance } from '@console/widgets';

/** An action allowed at `needed` or a more powerful role; weaker roles see it disabled with the reason. */
export function allowAt(priority: RolePriority | undefined, needed: RolePriority, reason: string): Allowance {
  return priority !== undefined && priority <= needed ? true : { reason };
}

/** Whether the role is at least `needed`. */
export function atLeast(priority: RolePriority | undefined, needed: RolePriority): boolean {
  return priority !== undefined && priority <= needed;
}

export { Role };
