import { useState } from 'react';
import { useSiteConfig } from '~/lib/site-config';
import { useContactMail } from '../api/get-contact-mail';
import { setContactMail } from '../api/set-contact-mail';
import { isAuthFailure } from '../switch-call';
import { ToggleSwitch } from './toggle-switch';
import { useReportAuthFailure } from './use-report-auth-failure';

/** Contact e-mails: whether each contact message is mailed to the owner as well as kept on the Ping page. */
export function ContactMailSwitch({ onAuthFailure }: { onAuthFailure: () => void }) {
  const site = useSiteConfig();
  const { data: contactMail, error, mutate } = useContactMail();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useReportAuthFailure(error, onAuthFailure);

  async function toggle() {
    setBusy(true);
    const answer = await setContactMail(site, !contactMail);
    if (isAuthFailure(answer.status)) onAuthFailure();
    setFailed(answer.data === null);
    if (answer.data) await mutate(answer.data.data.contactMail, { revalidate: false });
    setBusy(false);
  }

  return (
    <ToggleSwitch
      label="Contact e-mails"
      description="Mails each contact message to OWNER_EMAIL as well as to the Ping page."
      checked={contactMail}
      stateText={contactMail === undefined ? '…' : contactMail ? 'on' : 'off'}
      busy={busy}
      note={failed ? 'Contact e-mails did not change. Please try again.' : undefined}
      onToggle={toggle}
    />
  );
}
