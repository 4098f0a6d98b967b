import { useId, useRef, useState } from 'react';
import copyIcon from 'lucide-static/icons/copy.svg?url';
import checkIcon from 'lucide-static/icons/copy-check.svg?url';
import linkIcon from 'lucide-static/icons/link.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import { formatDate, formatTime } from '~/lib/dates';
import { useSiteConfig } from '~/lib/site-config';
import { usePreviewLinks } from '../api/list-preview-links';
import { revokePreviewLink } from '../api/revoke-preview-link';
import { sharePreview } from '../api/share-preview';
import type { NewPreviewLink } from '../preview-link';
import '~/styles/preview-links.css';

const when = (iso: string) => (
  <time dateTime={iso}>
    {formatDate(iso)}, {formatTime(iso)} UTC
  </time>
);

/**
 * A draft's preview links (ADR 40): a new one is made and shown once, to copy (its token is never
 * stored, so it cannot be shown again); the open ones are listed with their expiry, each with Revoke.
 */
export function PreviewShare({ draftId, draftTitle }: { draftId: string; draftTitle: string }) {
  const site = useSiteConfig();
  const links = usePreviewLinks(site, draftId);
  const [fresh, setFresh] = useState<NewPreviewLink | null>(null);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const addressId = useId();
  const headingId = useId();

  async function run(write: () => Promise<void>) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setMessage('');
    try {
      await write();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const create = () =>
    run(async () => {
      const outcome = await sharePreview(site, draftId);
      if (!outcome.ok) return setMessage(outcome.message);
      setFresh(outcome.value);
      setCopied(false);
      void links.mutate();
    });

  const revoke = (linkId: string) =>
    run(async () => {
      const outcome = await revokePreviewLink(site, linkId);
      if (!outcome.ok) return setMessage(outcome.message);
      if (fresh?.id === linkId) setFresh(null);
      setMessage('Revoked: that link now opens nothing.');
      void links.mutate();
    });

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for a manual copy.
      (document.getElementById(addressId) as HTMLInputElement | null)?.select();
      setMessage('Copying was refused: the address is selected, copy it with your keyboard.');
    }
  }

  const open = links.data ?? [];
  return (
    <section className="preview-share" aria-labelledby={headingId}>
      <div className="preview-share-head">
        <h4 id={headingId}>
          <OwnerIcon src={linkIcon} />
          Preview links for “{draftTitle}”
        </h4>
        <button type="button" className="button" disabled={busy} onClick={() => void create()}>
          New link
        </button>
      </div>
      <p className="muted">Anyone with a link reads this draft as an article page for 7 days, until you revoke it or publish the draft.</p>
      {fresh && (
        <div className="preview-new-link">
          <label htmlFor={addressId}>New link: copy it now, it is shown only once</label>
          <div className="preview-copy-row">
            <input id={addressId} type="text" readOnly value={fresh.address} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button secondary" onClick={() => void copy(fresh.address)}>
              <OwnerIcon src={copied ? checkIcon : copyIcon} />
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="muted">Expires {when(fresh.expiresAt)}</p>
        </div>
      )}
      {links.error && !links.data && <p role="alert">The links could not be loaded.</p>}
      {open.length > 0 ? (
        <ul className="preview-link-list" aria-label="Open preview links">
          {open.map((link) => (
            <li key={link.id}>
              <span>
                Made {when(link.createdAt)} · expires {when(link.expiresAt)}
              </span>
              <button type="button" className="button danger" disabled={busy} onClick={() => void revoke(link.id)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : (
        links.data && <p className="muted">No open links.</p>
      )}
      <p role="status" className="form-status">
        {message}
      </p>
    </section>
  );
}
