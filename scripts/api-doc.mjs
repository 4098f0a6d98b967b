// `npm run docs:api`: rewrites the route table of docs/api.md from the wire contract
// (packages/contract); `npm test` fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/env.mjs';
import { ensureBuilt } from './lib/prepare.mjs';

await ensureBuilt();
const { routeTableMarkdown, withRouteTable } = createRequire(import.meta.url)('@blog/contract/route-table');
const file = path.join(ROOT, 'docs', 'api.md');
writeFileSync(file, withRouteTable(readFileSync(file, 'utf8'), routeTableMarkdown()));
console.log('docs/api.md: route table written');
