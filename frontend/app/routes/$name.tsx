import { data } from 'react-router';
import type { Route } from './+types/$name';
import { AuthorProfile } from '~/features/author/components/author-profile';
import { webConfig } from '~/lib/config.server';
import persona from '../persona.json';

// /{name}: the author page under the product's name (PRODUCT_SLUG); any other single segment is unknown.
export function loader({ params }: Route.LoaderArgs) {
  if (params.name !== webConfig().productSlug) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: `About ${persona.name}` }, { name: 'description', content: persona.role }];

export default function AuthorAlias() {
  return <AuthorProfile />;
}
