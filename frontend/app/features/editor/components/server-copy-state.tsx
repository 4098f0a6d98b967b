import cloudCheck from 'lucide-static/icons/cloud-check.svg?url';
import cloudOff from 'lucide-static/icons/cloud-off.svg?url';
import cloudUpload from 'lucide-static/icons/cloud-upload.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import type { ServerCopyStatus } from '../use-server-copy';
import { clockTime } from '../working-copy';

/** Where the text is kept right now: "Saved at hh:mm" on the server, or only in this browser and why. */
export function ServerCopyState({ status }: { status: ServerCopyStatus }) {
  // Announced politely, and not as the page's status: that is the save buttons' message.
  if (status.kind === 'idle') return <p className="server-copy-state" aria-live="polite" />;
  const [icon, text, tone] =
    status.kind === 'saving'
      ? [cloudUpload, 'Saving…', '']
      : status.kind === 'saved'
        ? [cloudCheck, `Saved at ${clockTime(status.at)}`, '']
        : status.kind === 'unreachable'
          ? [cloudOff, 'Not saved to the server yet: kept in this browser, sent again once it can be reached', 'warn']
          : [cloudOff, `Not saved to the server: ${status.message} (kept in this browser)`, 'warn'];
  return (
    <p className={tone ? `server-copy-state ${tone}` : 'server-copy-state'} aria-live="polite">
      <OwnerIcon src={icon} />
      <span>{text}</span>
    </p>
  );
}
