import type { Route } from './+types/dashboard.articles.$id.history';
import { ArticleHistory } from '~/features/article-history/components/article-history';
import '~/styles/owner-articles.css';
import '~/styles/article-history.css';

export function meta() {
  return [{ title: 'History · Articles · Dashboard' }, { name: 'robots', content: 'noindex' }];
}

/** An article's earlier versions, what changed since each, and its restore (ADR 34). */
export default function DashboardArticleHistory({ params }: Route.ComponentProps) {
  // Keyed by the article: another article's history starts with nothing chosen.
  return <ArticleHistory key={params.id} articleId={params.id} />;
}
