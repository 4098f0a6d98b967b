import { useState } from 'react';
import { useAccess } from '../api/get-access';
import { setAccess } from '../api/set-access';
import { isAuthFailure } from '../switch-call';
import { ToggleSwitch } from './toggle-switch';
import { useReportAuthFailure } from './use-report-auth-failure';

/**
 * Access: the global block. Free (green, on: readers have access) keeps the
 * blog open; busy (red, off) takes it offline for readers ('Blog is Offline.').
 * The owner's pages stay open either way.
 */
export function AccessSwitch({ onAuthFailure }: { onAuthFailure: () => void }) {
  const { data: block, error, mutate } = useAccess();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useReportAuthFailure(error, onAuthFailure);
  const offline = block === undefined ? undefined : block !== 'none';

  async function toggle() {
    setBusy(true);
    const answer = await setAccess(offline ? 'green' : 'red');
    if (isAuthFailure(answer.status)) onAuthFailure();
    setFailed(answer.data === null);
    if (answer.data) await mutate(answer.data.data.block, { revalidate: false });
    setBusy(false);
  }

  return (
    <ToggleSwitch
      label="Access"
      description="Free keeps the blog open to readers; busy shows them 'Blog is Offline.'"
      checked={offline === undefined ? undefined : !offline}
      stateText={offline === undefined ? '…' : offline ? 'busy' : 'free'}
      tone={offline === undefined ? undefined : offline ? 'access-busy' : 'access-free'}
      busy={busy}
      note={failed ? 'Access did not change. Please try again.' : undefined}
      onToggle={toggle}
    />
  );
}
