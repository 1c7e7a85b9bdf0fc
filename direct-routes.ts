import type { DirectRoute } from './lib/api/direct-routes';

/**
 * The GET calls scripts/server.mjs answers before Next's router (lib/api/direct-routes.ts): SPEC calls 1 and 2,
 * the hottest. Registered at start-up by instrumentation.ts; each is its route handler's own read function.
 */
export async function directRoutes(): Promise<DirectRoute[]> {
  return [
    { path: /^\/api\/processo\/read$/, read: (await import('./app/api/processo/read/route')).GET.read },
    { path: /^\/api\/processo\/readId\/(?<id>[^/]+)$/, read: (await import('./app/api/processo/readId/[id]/route')).GET.read },
  ];
}
