import { routeTable } from './table.ts';

const serverPaths = routeTable
  .filter((entry) => entry.servedByServer)
  .map((entry) => new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether the server answers a link (sign-out, CSV reports), so the browser loads it rather than the router. */
export const isServedByServer = (href: string): boolean => {
  const { pathname } = new URL(href, 'http://app.test');
  return serverPaths.some((path) => path.test(pathname));
};
