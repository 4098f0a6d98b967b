import { redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { getOwner } from '~/features/session/api/owner-session.server';
import { SignInForm } from '~/features/sign-in/components/sign-in-form';
import '~/styles/sign-in.css';

export async function loader({ request }: Route.LoaderArgs) {
  if (await getOwner(request)) throw redirect('/dashboard');
  return null;
}

// The footer links here from every page, so it is no secret: crawlable, with a description (issue 7's Lighthouse SEO).
export function meta() {
  return [{ title: 'Sign in' }, { name: 'description', content: "The author's sign-in to the blog's dashboard." }];
}

export default function SignIn() {
  return <SignInForm />;
}
