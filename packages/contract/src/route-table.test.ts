import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeName } from './route';
import { documentedRoutes, routeTableMarkdown, withRouteTable } from './route-table';
import { ALL_ROUTES } from './routes';

const DOC = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');

describe('docs/api.md', () => {
  it('carries the route table generated from the contract (npm run docs:api rewrites it)', () => {
    expect(withRouteTable(DOC, routeTableMarkdown())).toBe(DOC);
  });

  it('has a section for every route of the contract, and none for a route it does not have', () => {
    const own = ALL_ROUTES.filter((route) => !route.stock).map(routeName);
    const documented = documentedRoutes(DOC);
    expect(own.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !ALL_ROUTES.some((route) => routeName(route) === name))).toEqual([]);
  });
});

describe('the contract', () => {
  it('names each method and path once', () => {
    const names = ALL_ROUTES.map(routeName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
