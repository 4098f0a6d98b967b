import { cmsConfig } from '../src/lib/config';

export default () => [
  // The real client address as ctx.request.ip, before anything reads it (lib/client-address.ts).
  'global::client-address',
  'strapi::logger',
  'strapi::errors',
  // Inside the error handler: a database that cannot be reached is a 503 with a clear message, not a 500.
  'global::database-unavailable',
  'strapi::security',
  // Only the site's own pages may read the API from a browser (docs/design.md section 2: no CORS for other origins).
  { name: 'strapi::cors', config: { origin: [cmsConfig().site.origin] } },
  'strapi::poweredBy',
  'strapi::query',
  // Bytes that are not UTF-8, in the address or in a text body, are refused (400) before they are parsed.
  'global::invalid-utf8',
  // Owner calls only from the site's own pages, and writes in JSON only (before any body is read).
  'global::site-pages-only',
  'global::json-only',
  // One limit for every body (413 above it). DELETE bodies are parsed too: the article delete takes
  // its password there (never in the address), the draft delete its id. Not the picture upload's,
  // which its controller reads after the owner's check (lib/picture-body.ts).
  {
    name: 'strapi::body',
    config: { jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] },
  },
  // Strapi's admin login in the sign-in's lockout; it reads the e-mail of the parsed body.
  'global::admin-login-lockout',
  'strapi::session',
  'strapi::favicon',
  // /uploads from the uploads folder in the data folder (ADR 36), before Strapi's own route reads cms/public.
  'global::uploads-folder',
  // /media (the covers), revalidated and in ranges as the uploads are, before Strapi's static files.
  'global::media-folder',
  'strapi::public',
];
