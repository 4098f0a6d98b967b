import eyeIcon from 'lucide-static/icons/eye.svg?url';
import { formatDate, formatTime } from '~/lib/dates';
import '~/styles/preview-links.css';

/** Above a draft's preview: what this page is, and until when the link opens it. */
export function PreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <aside className="preview-banner" aria-label="Draft preview">
      <img src={eyeIcon} alt="" width={20} height={20} className="icon" />
      <p>
        <strong>A draft, not yet published.</strong> This preview link works until{' '}
        <time dateTime={expiresAt}>
          {formatDate(expiresAt)}, {formatTime(expiresAt)} UTC
        </time>
        .
      </p>
    </aside>
  );
}
