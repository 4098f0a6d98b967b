// The web server of `npm run dev` (scripts/dev.mjs): server/app.ts and the pages from their
// sources through Vite in middleware mode, React Router's custom-server pattern, with hot module
// reload over this server's own port. server.js is the production one, on the build.
import { createServer } from 'node:http';
import path from 'node:path';
import express from 'express';
import { createServer as createViteServer } from 'vite';

// npm hoists Strapi's React Router 6 (react-router-dom) to the repository's root, and React Router's
// plugin has Vite pre-bundle it whenever it resolves: against this app's React Router 7 that fails,
// and nothing here imports it.
const withoutStrapisRouter = {
  name: 'without-strapis-react-router',
  enforce: 'post',
  config(config) {
    config.optimizeDeps.include = config.optimizeDeps.include.filter((id) => id !== 'react-router-dom');
  },
};

// The shared packages from their TypeScript sources: their dist/ is CommonJS, which Vite serves to
// neither the browser nor its server modules as it is, and an edit there reloads like any other.
const fromSource = { find: /^@blog\/(rules|contract)\/(.*)$/, replacement: path.join(import.meta.dirname, '../packages/$1/src/$2') };

const server = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  // `~/` as tsconfig.json spells it, which the production build's bundler reads by itself.
  resolve: { alias: [fromSource], tsconfigPaths: true },
  // The React-using packages vite.config.ts bundles into the server build run from their own files
  // here: the ones published only as CommonJS are pre-bundled first, without React, so that they
  // use the one React DOM renders with.
  ssr: {
    optimizeDeps: {
      include: [
        'use-sync-external-store/shim',
        'use-sync-external-store/shim/with-selector',
        'use-sync-external-store/with-selector.js',
        'react-is',
      ],
      exclude: ['react'],
    },
  },
  plugins: [withoutStrapisRouter],
});
// Loaded once, as server.js loads the build: it checks the configuration and connects to the
// content version. The pages and their loaders are asked for again on each request (server/app.ts).
const { app: site, config, keptPages, readerCalls, securityHeaders } = await vite.ssrLoadModule('./server/app.ts');
const { port, host } = config;

const app = express();
app.disable('x-powered-by');
app.use(securityHeaders);
// Vite's own answers first: the modules, public/ and the hot reload client. No compression: it
// would hold back what Vite streams, and nobody measures a development server.
app.use(vite.middlewares);
app.use(site);

// The same order as server.js: kept pages (none unless PAGE_CACHE_MB is set), the reader's lane, Express.
server.on('request', (req, res) => keptPages(req, res, () => readerCalls(req, res, () => app(req, res))));
server.listen(port, host, () => {
  console.log(`Web server (development, hot reload) listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

async function stop() {
  await vite.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
