import type { Route } from './+types/dashboard.write';
import { ArticleForm } from '~/features/editor/components/article-form';
import { expectedAuthor } from '~/features/editor/author.server';

// The dashboard's own loader has already checked the owner's session.
export function loader() {
  return { expectedAuthor: expectedAuthor() };
}

export function meta() {
  return [{ title: 'Write' }, { name: 'robots', content: 'noindex' }];
}

export default function DashboardWrite({ loaderData }: Route.ComponentProps) {
  return <ArticleForm expectedAuthor={loaderData.expectedAuthor} />;
}
