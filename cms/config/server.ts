import { cmsConfig } from '../src/lib/config';

export default () => {
  const server = cmsConfig().server;
  return {
    // Loopback by default: readers reach the CMS only through the web tier, so nobody can
    // talk to it directly with a made-up X-Forwarded-For. Containers set CMS_HOST=0.0.0.0.
    host: server.host,
    port: server.port,
    url: server.url,
    // The client address is not Koa's, which believes X-Forwarded-For from anyone: the
    // client-address middleware sets it, believing the header only from a peer in
    // TRUSTED_PROXIES (lib/client-address.ts). Koa's trust (server.proxy.koa, Koa's app.proxy)
    // still tells Strapi the browser's scheme from X-Forwarded-Proto, for its admin cookies.
    proxy: { koa: server.trustProxy },
    // Unset, Strapi says itself that it needs them.
    app: { keys: server.appKeys.length > 0 ? [...server.appKeys] : undefined },
    // No daily call to the registry, no startup banner noise.
    logger: { updates: { enabled: false }, startup: { enabled: false } },
  };
};
