import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { themeFromCookieHeader } from './lib/theme';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { NotFound } from './components/not-found';
import './styles/app.css';

export function loader({ request }: Route.LoaderArgs) {
  return data({ theme: themeFromCookieHeader(request.headers.get('Cookie')) });
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/rss.xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The server reads the theme cookie, so the first paint is already in the chosen theme.
  const root = useRouteLoaderData<typeof loader>('root');
  const theme = root?.theme ?? 'light';
  return (
    <html lang="en" className={theme} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : 'Something went wrong on our side. Please try again in a moment.';
  return (
    <section className="page narrow error-page">
      <title>Temporarily unavailable</title>
      <h1>Temporarily unavailable</h1>
      <p>{message}</p>
      <p><a href="/">Go home</a></p>
    </section>
  );
}
