import linkOff from 'lucide-static/icons/link-2-off.svg?raw';
import circleAlert from 'lucide-static/icons/circle-alert.svg?raw';
import { Link } from 'react-router';
import { StatePanel } from '~/components/state-panel';

/**
 * A preview link that opens nothing (404: expired, revoked, or its draft published), or could not
 * open now (too many tries, the CMS away): what happened and where to go next.
 */
export function PreviewClosed({ status, message }: { status: number; message?: string }) {
  const closed = status === 404;
  const title = closed ? 'This preview link is closed' : 'This preview could not be opened';
  return (
    <section className="page narrow not-found">
      <title>{title}</title>
      <StatePanel
        icon={closed ? linkOff : circleAlert}
        code={String(status)}
        title={title}
        actions={
          <>
            <Link to="/" className="button">
              Go home
            </Link>
            <Link to="/blog" className="button secondary">
              Read the blog
            </Link>
          </>
        }
      >
        <p>
          {closed
            ? 'It has expired, was revoked, or its draft has been published. Ask the writer for a new link.'
            : (message ?? 'Please try again in a moment.')}
        </p>
      </StatePanel>
    </section>
  );
}
