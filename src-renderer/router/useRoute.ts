import { useCallback, useEffect, useState } from 'react';
import { ROUTES, routeOf } from './routes';
import type { Route } from './routes';

/**
 * The screen the address bar names, kept in step with the browser's history: going to a screen
 * pushes an entry, and Back / Forward show the screen of the entry they land on.
 */
export function useRoute(): [Route, (to: Route) => void] {
  const [route, setRoute] = useState<Route>(() => routeOf(window.location.pathname));
  useEffect(() => {
    const onPop = (): void => setRoute(routeOf(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((to: Route) => {
    if (routeOf(window.location.pathname) !== to) window.history.pushState(null, '', ROUTES[to]);
    setRoute(to);
  }, []);
  return [route, go];
}
