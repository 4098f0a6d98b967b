import { SendsList } from '~/features/newsletter-sends/components/sends-list';
import '~/styles/owner-pages.css';
import '~/styles/newsletter-sends.css';

export function meta() {
  return [{ title: 'Newsletter · Dashboard' }, { name: 'robots', content: 'noindex' }];
}

/** The Newsletter page (ADR 37): each new article's e-mail to the subscribers, cancellable while it waits. */
export default function DashboardNewsletter() {
  return (
    <article className="owner-page">
      <h1>Newsletter</h1>
      <p className="owner-page-lead muted">
        A new article&apos;s e-mail waits 5 minutes before it leaves: until then you can cancel it here, and deleting the article cancels it
        too.
      </p>
      <SendsList />
    </article>
  );
}
