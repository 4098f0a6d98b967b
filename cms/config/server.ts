export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // The web tier (and a load balancer in front of it) forwards X-Forwarded-For;
  // Koa only trusts it when proxy is on, and only from the configured hops.
  proxy: env.bool('TRUST_PROXY', true),
  app: { keys: env.array('APP_KEYS') },
  // No daily call to the registry, no startup banner noise.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
