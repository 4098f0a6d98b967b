import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The CMS workspace needs React 18 (Strapi's admin) and npm hoists it to the
// repository root; this app is React 19. Deduping resolves React from this
// folder, and bundling the React-using libraries into the server build stops
// Node from resolving them (and their React) from the root at run time.
const REACT_USING = [
  'react-router',
  '@react-router/node',
  '@react-router/express',
  'swr',
  'use-sync-external-store',
  'js-cookie',
  'recharts',
  'react-redux',
  'react-is',
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server build also bundles server/app.ts: the Express app (proxy, headers) around React Router.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
  resolve: { dedupe: ['react', 'react-dom'] },
  ssr: { noExternal: REACT_USING },
  plugins: [reactRouter()],
}));
