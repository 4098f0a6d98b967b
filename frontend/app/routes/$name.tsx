import { data } from 'react-router';
import type { Route } from './+types/$name';
import { AuthorProfile } from '~/features/author/components/author-profile';
import { webConfig } from '~/lib/config.server';
import { readerPageMeta } from '~/features/site/page-meta';

// /{name}: the author page under the product's name (PRODUCT_SLUG); any other single segment is unknown.
export function loader({ params }: Route.LoaderArgs) {
  if (params.name !== webConfig().productSlug) throw data(null, { status: 404 });
  return null;
}

// The author page's other address: its canonical link names /about.
export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('about', matches);

export default function AuthorAlias() {
  return <AuthorProfile />;
}
