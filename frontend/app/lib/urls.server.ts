import { webConfig } from './config.server';

/** An absolute address for links that leave the page: canonical, Open Graph, feeds. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return webConfig().publicUrl + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}
