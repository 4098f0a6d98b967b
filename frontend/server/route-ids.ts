import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router';

/** The page a client navigation's `.data` request is for (`/_root.data` is the landing page's). */
export function pageOfData(path: string): string | null {
  if (!path.endsWith('.data')) return null;
  const page = path.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

/**
 * The ids of the build's routes that match a page's path, outermost first (React Router's own
 * matching, over the route tree of the server build's manifest), or null when none does.
 */
export function routeIdsOf(manifest: ServerBuild['routes']): (path: string) => readonly string[] | null {
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  const entries = Object.values(manifest).filter((route) => route !== undefined);
  for (const { id, path, index, caseSensitive } of entries) nodes.set(id, { id, path, index, caseSensitive, children: [] } as never);
  const roots: RouteObject[] = [];
  for (const { id, parentId } of entries) {
    const node = nodes.get(id) as RouteObject;
    const parent = parentId === undefined ? undefined : nodes.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  return (path) => matchRoutes(roots, path)?.map((match) => match.route.id ?? '') ?? null;
}
