import { useState } from 'react';
import { useSiteConfig } from '~/lib/site-config';
import { useMonitor } from '../api/get-monitor';
import { setMonitor } from '../api/set-monitor';
import { playChime } from '../play-chime';
import { isAuthFailure } from '../switch-call';
import { ToggleSwitch } from './toggle-switch';
import { useReportAuthFailure } from './use-report-auth-failure';

/** Anti Virus: the monitor flag. Shows the state the server kept, and chimes when it turns on. */
export function AntiVirusSwitch({ onAuthFailure }: { onAuthFailure: () => void }) {
  const site = useSiteConfig();
  const { data: monitor, error, mutate } = useMonitor();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useReportAuthFailure(error, onAuthFailure);

  async function toggle() {
    setBusy(true);
    const answer = await setMonitor(site, !monitor);
    if (isAuthFailure(answer.status)) onAuthFailure();
    setFailed(answer.data === null);
    if (answer.data) {
      await mutate(answer.data.data.monitor, { revalidate: false });
      if (answer.data.data.monitor) playChime();
    }
    setBusy(false);
  }

  return (
    <ToggleSwitch
      label="Anti Virus"
      description="Raises the site's public monitor flag; a chime plays when it turns on."
      checked={monitor}
      stateText={monitor === undefined ? '…' : monitor ? 'on' : 'off'}
      busy={busy}
      note={failed ? 'Anti Virus did not change. Please try again.' : undefined}
      onToggle={toggle}
    />
  );
}
