import type { FastifyInstance } from 'fastify';

/**
 * Every route of a built fastify app as `METHOD path`, read from `app.printRoutes()` (the app has no
 * list of its own, and adding an onRoute hook to buildApp only for tests would put test code there).
 * The tree prints one node a line, indented four columns a level, each node's text appended to its
 * parent's; HEAD (added by fastify beside every GET) is left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([^)]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (m[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'HEAD')) out.push(`${method} ${path}`);
  }
  return out.sort();
}
