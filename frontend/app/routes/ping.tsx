import type { Route } from './+types/ping';
import { ContactForm } from '~/features/contact/components/contact-form';
import { CONTACT_COOKIE } from '~/features/contact/rules';
import { readCookies } from '~/lib/cookies';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

// The 24-hour notice is in the first paint when the cookie is there.
export function loader({ request }: Route.LoaderArgs) {
  return { alreadySent: CONTACT_COOKIE in readCookies(request.headers.get('Cookie')) };
}

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('ping', matches);

export default function Ping({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page narrow">
      <h1>Ping</h1>
      <p>Questions, corrections, ideas for an article: {persona.name} reads every message.</p>
      <ContactForm alreadySent={loaderData.alreadySent} />
    </section>
  );
}
