import type { Route } from './route';
import { routeName } from './route';
import { ALL_ROUTES } from './routes';

export const TABLE_START = '<!-- route table: generated from packages/contract by `npm run docs:api` -->';
export const TABLE_END = '<!-- end of the route table -->';

const who = (route: Route) => (route.access === 'owner' ? 'owner' : route.sitePagesOnly ? 'anyone, own pages only' : 'anyone');
const body = (route: Route) =>
  route.method === 'GET' ? '' : route.bodyFormat === 'json' ? 'JSON' : route.bodyFormat === 'form' ? 'form (RFC 8058)' : 'multipart';
const fast = (route: Route) => (route.fastPath === 'reader-call' ? 'reader call' : route.fastPath === 'page-read' ? 'page read' : '');

/** The route table of docs/api.md, one row per route of the contract, in the contract's order. */
export function routeTableMarkdown(routes: readonly Route[] = ALL_ROUTES): string {
  const rows = routes.map((route) => [
    `\`${routeName(route)}\`${route.stock ? ' (Strapi stock)' : ''}`,
    who(route),
    route.siteKey ? 'yes' : '',
    body(route),
    fast(route),
  ]);
  const header = ['route', 'who may call', 'site key', 'body', 'fast path'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** docs/api.md with its route table replaced by `table`; throws when the markers are missing. */
export function withRouteTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/api.md has no route table markers');
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

/** The routes the doc gives a section of their own (a heading of level 3 to 5: `### GET /api/...`), named as routeName names them. */
export function documentedRoutes(doc: string): Set<string> {
  const names = new Set<string>();
  for (const heading of doc.split('\n').filter((text) => /^#{3,5} /.test(text))) {
    // "### GET and PUT /api/x" names two methods of one path.
    for (const match of heading.matchAll(/((?:(?:GET|POST|PUT|DELETE)(?:,? and |, ))*(?:GET|POST|PUT|DELETE)) (\/api\/[^\s?[,]*)/g)) {
      const path = match[2].replace(/\/$/, '').replace(/\{(key|token|id)\}/g, ':$1');
      for (const method of match[1].split(/,? and |, /)) names.add(`${method} ${path}`);
    }
  }
  return names;
}
