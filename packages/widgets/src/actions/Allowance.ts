/**
 * Whether the current role may take an action: `true` shows it, `false` hides it, `{ reason }` shows it disabled
 * with the reason as its tooltip and description.
 */
export type Allowance = boolean | { reason: string };
