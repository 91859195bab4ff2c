/** The app's screens by path; an unknown path is the process screen. */
export const ROUTES = { process: '/', cabinet: '/cabinet' } as const;
export type Route = keyof typeof ROUTES;

export function routeOf(pathname: string): Route {
  return pathname === ROUTES.cabinet || pathname.startsWith(`${ROUTES.cabinet}/`) ? 'cabinet' : 'process';
}
