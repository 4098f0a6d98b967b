import { redirect } from 'react-router';
import type { Route } from './+types/sign-in';
import { getOwner } from '~/features/session/api/owner-session.server';
import { SignInForm } from '~/features/sign-in/components/sign-in-form';

export async function loader({ request }: Route.LoaderArgs) {
  if (await getOwner(request)) throw redirect('/dashboard');
  return null;
}

export function meta() {
  return [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn() {
  return <SignInForm />;
}
