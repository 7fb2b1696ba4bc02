import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route Fastify registered, read from printRoutes (full paths, one tree level per four columns) and
 * checked back with hasRoute, so a parsing slip cannot invent a route. HEAD mirrors GET: left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)(?:├──|└──) (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1]!.length / 4);
    const url = (prefixes[depth - 1] ?? '') + m[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    // Wildcards (the web app's fallbacks) print relative to a radix node, not as registered: no /api/account route is one.
    if (url.includes('*')) continue;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && s !== 'HEAD')) {
      if (!app.hasRoute({ method, url })) throw new Error(`route list parsing: ${method} ${url} is not registered`);
      routes.push({ method, url });
    }
  }
  return routes;
}
