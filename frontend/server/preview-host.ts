/**
 * A request that reached the site through a preview host (a deployment
 * preview such as *.vercel.app) is sent to the main site with the same path.
 * `patterns` are PREVIEW_HOSTS's host names, in lower case; `*.` matches any subdomain.
 */
export function previewRedirect(
  host: string | undefined,
  originalUrl: string,
  publicUrl: string,
  patterns: readonly string[],
): string | null {
  if (!host) return null;
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const main = new URL(publicUrl);
  if (hostname === main.hostname) return null;
  const matches = patterns.some((pattern) => (pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern));
  // One leading slash only: "//other.host/x" must stay a path on the main site.
  return matches ? `${main.origin}/${originalUrl.replace(/^\/+/, '')}` : null;
}
