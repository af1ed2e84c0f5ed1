import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks apply to the parent scope
 * (what the `fastify-plugin` package does, without the dependency).
 */
export function globalPlugin<T extends FastifyPluginAsync<never> | FastifyPluginCallback<never>>(name: string, fn: T): T {
  const marked = fn as T & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return fn;
}
