import type { Route } from './+types/about';
import { AuthorProfile } from '~/features/author/components/author-profile';
import { readerPageMeta } from '~/features/site/page-meta';

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('about', matches);

export default function About() {
  return <AuthorProfile />;
}
