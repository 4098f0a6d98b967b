// Launches the built web server. Plain JavaScript on purpose: it is the one
// file Node runs directly; everything it loads was compiled from TypeScript.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import compression from 'compression';
import express from 'express';

// The build reads and checks the configuration first (server/app.ts): a bad variable ends the process there.
const { app: site, config, cachedPages, readerCalls, securityHeaders, COMPRESSION_OPTIONS } = await import('./build/server/index.js');
const { port, host } = config;

const app = express();
app.disable('x-powered-by');
// Brotli where the client asks for it, as the cached pages are (server/content-coding.ts).
app.use(compression(COMPRESSION_OPTIONS));
app.use(securityHeaders);
// Fingerprinted assets never change; everything else in public/ may.
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
// Only an address under a name public/ has at its top can be a file: no page pays a look-up on
// disk (a stat per rendered page was 5 % of a render's CPU in a profile, issue 21).
const publicNames = new Set(readdirSync('build/client'));
const publicFiles = express.static('build/client', { maxAge: '1h', index: false });
app.use((req, res, next) => (publicNames.has(req.path.split('/')[1]) ? publicFiles(req, res, next) : next()));
app.use(site);

// A page already rendered for this content version goes out before Express sees the request,
// with its answer (headers, gzip) made in advance, and so does the reader's hottest API calls'
// way to the CMS (ADR 48); anything else goes through Express.
const server = createServer((req, res) => cachedPages(req, res, () => readerCalls(req, res, () => app(req, res))));
server.listen(port, host, () => {
  console.log(`Web server listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
