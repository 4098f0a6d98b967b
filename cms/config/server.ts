export default ({ env }) => ({
  // Loopback by default: readers reach the CMS only through the web tier, so nobody can
  // talk to it directly with a made-up X-Forwarded-For. Containers set CMS_HOST=0.0.0.0.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // Strapi 5 reads server.proxy.koa (Koa's app.proxy) and server.proxy.maxIpsCount (Koa's
  // app.maxIpsCount); a bare `proxy: true` is ignored. The web tier appends the address it
  // sees to X-Forwarded-For, so only the last TRUSTED_PROXY_HOPS entries are believed:
  // whatever a client writes in front of them can never become the address used for limits.
  proxy: {
    koa: env.bool('TRUST_PROXY', true),
    maxIpsCount: env.int('TRUSTED_PROXY_HOPS', 1),
  },
  app: { keys: env.array('APP_KEYS') },
  // No daily call to the registry, no startup banner noise.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
