import { decideJupyter } from '@console/core';
import type { ReactNode } from 'react';
import { RequireAuth } from './RequireAuth';
import { useSelection } from './useSelection';

/** Props of {@link RequireJupyter}. */
export interface RequireJupyterProps {
  children?: ReactNode;
  /** Shown while signed out (sign-in starts at once). */
  fallback?: ReactNode;
  /** Shown when the selected project has no notebook hub. */
  forbidden?: ReactNode;
}

/** Renders its children only when the selected project has the notebook hub (spec section 2, Jupyter rule). */
export function RequireJupyter({ children, fallback = null, forbidden = null }: RequireJupyterProps) {
  const { selection } = useSelection();
  return <RequireAuth fallback={fallback}>{decideJupyter(selection).allow ? children : forbidden}</RequireAuth>;
}
