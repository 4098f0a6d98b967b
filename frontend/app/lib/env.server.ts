// Server-side configuration (docs/design.md section 4). Demo defaults are set by scripts/start.mjs.
export function cmsUrl(): string {
  return process.env.CMS_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 1337}`;
}

export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`).replace(/\/+$/, '');
}

export function siteKey(): string {
  return process.env.SITE_KEY ?? '';
}
