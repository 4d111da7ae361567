import { decidePublicRoute, type ModuleId } from '@console/core';
import { checkAuth, checkJupyter, checkModuleEntry, type GuardOutcome, resolveLanding } from '@console/react';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';

// Sign-in leaves the page; keeping the route pending until then means no protected content renders.
const untilNavigationAway = () => new Promise<never>(() => {});

async function enforce(context: RouterContext, outcome: GuardOutcome, returnTo: string): Promise<void> {
  if (outcome.kind === 'redirect') throw redirect({ href: outcome.to, replace: true });
  if (outcome.kind === 'sign-in') {
    await context.auth.signIn({ returnTo });
    await untilNavigationAway();
  }
}

/** `beforeLoad` of a login-required route outside the modules (e.g. /forbidden). */
export function authGuard(context: RouterContext, returnTo: string): Promise<void> {
  return enforce(context, checkAuth(context), returnTo);
}

/** `beforeLoad` of a module layout route: login, then the module entry rule of spec section 6. */
export async function moduleGuard(context: RouterContext, module: ModuleId, returnTo: string): Promise<void> {
  await enforce(context, checkAuth(context), returnTo);
  await enforce(context, await checkModuleEntry(context, module), returnTo);
}

/** `beforeLoad` of the Jupyter routes (spec section 2, Jupyter rule). */
export function jupyterGuard(context: RouterContext): Promise<void> {
  return enforce(context, checkJupyter(context), '/');
}

/**
 * `beforeLoad` of the root and the public routes: signed in, core's public-route decision leads to the
 * user's base path (spec section 4). Signed out they render, so sign-out visibly lands on the root.
 */
export async function publicGuard(context: RouterContext, path: string): Promise<void> {
  if (!context.auth.getSnapshot().authenticated) return;
  const decision = decidePublicRoute(path, true, await resolveLanding(context));
  if (!decision.allow) throw redirect({ href: decision.redirect, replace: true });
}
