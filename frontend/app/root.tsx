import { useEffect } from 'react';
import { preload } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { CookieBanner } from './components/layout/cookie-banner';
import { GlobalLoader } from './components/layout/global-loader';
import { useNonce } from './lib/nonce';
import { firstScreenHasItalic } from './lib/first-screen';
import { ReaderSubscriptionBanner } from './features/newsletter/components/reader-subscription-banner';
import { RestrictedScreen } from './components/layout/restricted-screen';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { SocietyBanner } from './components/layout/society-banner';
import { useOptimisticTheme } from './components/layout/theme-toggle';
import { NotFound } from './components/not-found';
import { StatePanel } from './components/state-panel';
import { SearchBox } from './features/search/components/search-box';
import { getSiteBlock } from './lib/site-flags.server';
import { localSearchEntries } from './features/local-articles/local-articles.server';
import { SearchDisclosure } from './features/search/components/search-disclosure';
import { webConfig } from './lib/config.server';
import { blockedScreen } from './features/site/blocked-screen';
import { usePageView } from './features/site/components/use-page-view';
import { getOwner } from './features/session/api/owner-session.server';
import { useSilentLogout } from './features/session/components/use-silent-logout';
import { readCookies } from './lib/cookies';
import { CONSENT_COOKIE, DEVELOPMENT_COOKIE } from './lib/site-state';
import { themeFromCookies } from './lib/theme';
import { feedLinks } from './features/feeds/feed-paths';
import circleAlert from 'lucide-static/icons/circle-alert.svg?raw';
import cloudOff from 'lucide-static/icons/cloud-off.svg?raw';
import interLatin from './fonts/inter-latin-wght-normal.woff2?url';
import serifLatin from './fonts/source-serif-4-latin-wght-normal.woff2?url';
import serifItalicLatin from './fonts/source-serif-4-latin-wght-italic.woff2?url';
import './styles/app.css';

export async function loader({ request }: Route.LoaderArgs) {
  const cookies = readCookies(request.headers.get('Cookie'));
  const block = blockedScreen(await getSiteBlock(), new URL(request.url).pathname);
  if (block) {
    throw data({ block }, { status: block === 'global' ? 503 : 403, headers: block === 'global' ? { 'Retry-After': '3600' } : {} });
  }
  return {
    theme: themeFromCookies(cookies),
    consented: CONSENT_COOKIE in cookies,
    development: DEVELOPMENT_COOKIE in cookies,
    // A CMS that cannot say shows the reader site signed out rather than failing the page.
    signedIn: (await getOwner(request).catch(() => null)) !== null,
    aboutPaths: ['/about', `/${webConfig().productSlug}`],
    site: { siteKey: webConfig().siteKey, productSlug: webConfig().productSlug },
    // The site's own address: a cover uploaded here is offered in the widths the CMS made of it.
    origin: webConfig().publicUrl,
    // The footer's search box searches these in the browser: the CMS knows only its own articles.
    shippedArticles: localSearchEntries(),
  };
}

export const links: Route.LinksFunction = () => [
  // The files every page's first view uses (ADR 30, 43: the interface, and the serif of the
  // articles), found with the page instead of after the style sheet; the style sheet names the
  // same fingerprinted files. The italic only where a quote is in the first screen (Layout, ADR 52).
  ...[interLatin, serifLatin].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Every page names the blog's feeds, so a feed reader given any address finds them.
  ...feedLinks(),
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The server read the theme cookie, so the first paint is already in the chosen theme.
  const root = useRouteLoaderData<typeof loader>('root');
  const theme = useOptimisticTheme(root?.theme ?? 'system');
  const nonce = useNonce();
  if (firstScreenHasItalic(useMatches().map((match) => match.handle))) {
    preload(serifItalicLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  // Cached pages are painted before their scripts load (ADR 11): this says when the page has come
  // alive. The root's effect runs after every other effect of the first render.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en" className={theme} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === 'system' ? 'light dark' : theme} />
        <Meta />
        <Links />
      </head>
      <body id="top">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <GlobalLoader />
        <SocietyBanner />
        <SiteHeader development={root?.development ?? false} aboutPaths={root?.aboutPaths ?? ['/about']} />
        <main id="main">{children}</main>
        <SiteFooter signedIn={root?.signedIn ?? false} searchBox={<SearchDisclosure shipped={root?.shippedArticles} />} />
        {root && (
          // One corner for both notices: stacked, the subscription never covers the consent's button.
          <div className="corner-notices">
            <ReaderSubscriptionBanner />
            <CookieBanner consented={root.consented} />
          </div>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>('root');
  usePageView();
  useSilentLogout(root?.signedIn ?? false);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound search={<SearchBox label="Search from here" shipped={root?.shippedArticles} />} />;
  }
  if (isRouteErrorResponse(error) && (error.data?.block === 'global' || error.data?.block === 'partial')) {
    return <RestrictedScreen block={error.data.block} />;
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : 'Something went wrong on our side. Please try again in a moment.';
  // A refused request (400, 403, 413, 429) is the reader's to change; only the rest is ours.
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  const heading = refused ? 'This request could not be completed' : 'Temporarily unavailable';
  return (
    <section className="page narrow error-page">
      <title>{heading}</title>
      <StatePanel
        icon={refused ? circleAlert : cloudOff}
        code={isRouteErrorResponse(error) ? String(error.status) : undefined}
        title={heading}
        actions={
          <>
            {/* A plain link: it loads the page again from the server, whatever broke in the browser. */}
            <a href={location.pathname + location.search} className="button">
              Try again
            </a>
            <a href="/" className="button secondary">
              Go home
            </a>
          </>
        }
      >
        <p>{message}</p>
      </StatePanel>
    </section>
  );
}
