import type { LinkProps } from '@tanstack/react-router';

/**
 * A path built from the module table, typed as a link target. The table and the file routes are
 * kept in step by `modules.test.ts`, which checks that every table path is a registered route.
 */
export function internalPath(path: string): NonNullable<LinkProps['to']> {
  return path as NonNullable<LinkProps['to']>;
}
