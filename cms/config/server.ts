import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Loopback by default: readers reach the CMS only through the web tier, so nobody can
  // talk to it directly with a made-up X-Forwarded-For. Containers set CMS_HOST=0.0.0.0.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // The client address is not Koa's, which believes X-Forwarded-For from anyone: the
  // client-address middleware sets it, believing the header only from a peer in
  // TRUSTED_PROXIES (lib/client-address.ts). Koa's trust (server.proxy.koa, Koa's app.proxy)
  // still tells Strapi the browser's scheme from X-Forwarded-Proto, for its admin cookies.
  proxy: { koa: env.bool('TRUST_PROXY', true) },
  app: { keys: env.array('APP_KEYS') },
  // No daily call to the registry, no startup banner noise.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
