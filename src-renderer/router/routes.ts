/** The app's screens by path; an unknown path is the batch (process) screen. */
export const ROUTES = { process: '/', review: '/review', split: '/split', match: '/match', settings: '/settings', cabinet: '/cabinet' } as const;
export type Route = keyof typeof ROUTES;

export function routeOf(pathname: string): Route {
  for (const route of ['review', 'split', 'match', 'settings', 'cabinet'] as const) {
    const path = ROUTES[route];
    if (pathname === path || pathname.startsWith(`${path}/`)) return route;
  }
  return 'process';
}
