import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Env } from 'hono';

/** Matchers for the documented paths, each with the methods it serves. */
function pathMethods(app: OpenAPIHono<Env>) {
  const byPath = new Map<string, Set<string>>();
  for (const d of app.openAPIRegistry.definitions) {
    if (d.type !== 'route') continue;
    const methods = byPath.get(d.route.path) ?? new Set<string>();
    methods.add(d.route.method.toUpperCase());
    byPath.set(d.route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    fixed: !path.includes('{'),
    methods,
  }));
}

/**
 * The not-found handler: 405 with `Allow` when the path is one the API serves with other methods,
 * 404 otherwise. Routes are read on first use, so every area registered before serving counts.
 */
export function notFoundOrMethodNotAllowed(app: OpenAPIHono<Env>) {
  let known: ReturnType<typeof pathMethods> | undefined;
  return (c: Context) => {
    known ??= pathMethods(app);
    const allowed = new Set<string>();
    for (const route of known) if (route.pattern.test(c.req.path)) for (const m of route.methods) allowed.add(m);
    if (allowed.size === 0 || allowed.has(c.req.method)) return c.json({ message: 'Not found' }, 404);
    return c.json({ message: `Method ${c.req.method} not allowed here` }, 405, { Allow: [...allowed].join(', ') });
  };
}
