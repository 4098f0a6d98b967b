import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/preview.$token';
import { articlePageData } from '~/features/articles/article-page.server';
import { ArticleView } from '~/features/articles/components/article-view';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { openPreview } from '~/features/drafts/api/open-preview.server';
import { PreviewBanner } from '~/features/drafts/components/preview-banner';
import { PreviewClosed } from '~/features/drafts/components/preview-closed';

/**
 * A draft opened through its preview link (ADR 40), with the reader's article page. It is the
 * owner's unpublished work: no search engine indexes it, no cache keeps it (the web server's page
 * cache never sees /preview/, server/page-cache.ts), and once the link closes it is a 404 that says so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const opened = await openPreview(params.token);
  if (!opened) throw data(null, { status: 404 });
  return { ...(await articlePageData(opened.article, localSummaries())), expiresAt: opened.expiresAt };
}

// The closed link's 404 and a 429 too (this route's own boundary, so these headers are its answer's;
// a 429 keeps its Retry-After): nothing here is for a cache or an index.
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(errorHeaders);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Robots-Tag', 'noindex');
  return headers;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex' };
  if (!loaderData) return [robots];
  return [{ title: `Preview: ${loaderData.article.title}` }, { name: 'description', content: loaderData.description }, robots];
}

export default function DraftPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner expiresAt={loaderData.expiresAt} />
      <ArticleView {...loaderData} shareable={false} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) return <PreviewClosed status={error.status} message={error.data?.message} />;
  return <PreviewClosed status={500} />;
}
