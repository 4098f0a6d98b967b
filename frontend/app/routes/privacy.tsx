import type { Route } from './+types/privacy';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

// The notice of the spec's four paths, at its one address /privacy-policy: the other three answer 301 to it (ADR 55).
export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('privacy', matches);

export default function Privacy() {
  return (
    <section className="page narrow prose">
      <h1>Privacy and terms</h1>
      <h2>What this site stores</h2>
      <p>
        Reading needs no account. A few cookies remember your choices: the theme (7 days, only when you pick dark), that you saw the cookie
        notice (1 day), and whether you subscribed or sent a message (to avoid sending twice).
      </p>
      <p>
        When you like an article, send an opinion or a message, or subscribe, the address and the text you typed are stored on this site's
        own server to do exactly that. They are never sold, shared or used for advertising. Page views are counted as plain totals per day,
        with no profile of you.
      </p>
      <h2 id="newsletter">Newsletter and unsubscribing</h2>
      <p>
        Subscribers get one e-mail when a new article is published, nothing else. Every newsletter e-mail has a one-click unsubscribe link,
        and a link to a page where you confirm your address to leave the list.
      </p>
      <h2>Your choices</h2>
      <p>To have anything you sent removed, write through the Ping page.</p>
      <h2>Terms</h2>
      <p>
        Articles are written with care and sources, but they are not medical or professional advice. The words are © {persona.name}; quote
        them with a link back. Code samples may be used freely.
      </p>
    </section>
  );
}
