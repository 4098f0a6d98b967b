import { publicUrl } from './env.server';

/** An absolute address for links that leave the page: canonical, Open Graph, feeds. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return publicUrl() + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}
