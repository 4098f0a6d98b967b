import { useRouteLoaderData } from 'react-router';

/**
 * Public site settings the browser needs for the spec's paths: the site key
 * (which site a call is for, never an authorisation) and the product slug.
 * They come from the server's configuration through the root loader, never
 * from the bundle.
 */
export type PublicSiteConfig = { siteKey: string; productSlug: string };

export function useSiteConfig(): PublicSiteConfig {
  const root = useRouteLoaderData('root') as { site?: PublicSiteConfig } | undefined;
  return root?.site ?? { siteKey: '', productSlug: '' };
}

/** The site's own address (PUBLIC_URL), from the root loader: '' before it is known. */
export function useSiteOrigin(): string {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  return root?.origin ?? '';
}
