import type { Route } from './+types/dashboard.articles';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { OwnerArticles } from '~/features/owner-articles/components/owner-articles';
import '~/styles/owner-articles.css';

// The articles shipped with the site come from the server, so their bodies stay out of the bundle.
export function loader() {
  return {
    localArticles: localSummaries().map(({ href, title, category, createdAt }) => ({ href, title, category, createdAt })),
  };
}

export function meta() {
  return [{ title: 'Articles · Dashboard' }, { name: 'robots', content: 'noindex' }];
}

export default function DashboardArticles({ loaderData }: Route.ComponentProps) {
  return <OwnerArticles localArticles={loaderData.localArticles} />;
}
