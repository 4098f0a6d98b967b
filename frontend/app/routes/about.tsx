import type { Route } from './+types/about';
import { AuthorProfile } from '~/features/author/components/author-profile';
import persona from '../persona.json';

export const meta: Route.MetaFunction = () => [{ title: `About ${persona.name}` }, { name: 'description', content: persona.role }];

export default function About() {
  return <AuthorProfile />;
}
