/**
 * A request that reached the site through a preview host (a deployment
 * preview such as *.vercel.app) is sent to the main site with the same path.
 * PREVIEW_HOSTS lists the host patterns, comma-separated; `*.` matches any subdomain.
 */
export const DEFAULT_PREVIEW_HOSTS = '*.vercel.app,*.netlify.app,*.pages.dev,*.onrender.com';

export function previewRedirect(host: string | undefined, originalUrl: string, publicUrl: string, patterns: string): string | null {
  if (!host) return null;
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const main = new URL(publicUrl);
  if (hostname === main.hostname) return null;
  const matches = patterns
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .some((pattern) => (pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern));
  // One leading slash only: "//other.host/x" must stay a path on the main site.
  return matches ? `${main.origin}/${originalUrl.replace(/^\/+/, '')}` : null;
}
