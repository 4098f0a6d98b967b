import { useCallback, useState } from 'react';
import { AUTH_FAILED_TEXT } from '../switch-call';
import { AccessSwitch } from './access-switch';
import { AntiVirusSwitch } from './anti-virus-switch';
import { ContactMailSwitch } from './contact-mail-switch';
import { PhaseSwitch } from './phase-switch';

/** The Cursor page's toggles (the spec's three, and Contact e-mails), and the spec's message when any of their calls is refused. */
export function CursorSwitches() {
  const [authFailed, setAuthFailed] = useState(false);
  const onAuthFailure = useCallback(() => setAuthFailed(true), []);
  return (
    <>
      <p role="alert" className="form-status">
        {authFailed ? AUTH_FAILED_TEXT : ''}
      </p>
      <ul className="toggle-list">
        <li>
          <AntiVirusSwitch onAuthFailure={onAuthFailure} />
        </li>
        <li>
          <PhaseSwitch />
        </li>
        <li>
          <AccessSwitch onAuthFailure={onAuthFailure} />
        </li>
        <li>
          <ContactMailSwitch onAuthFailure={onAuthFailure} />
        </li>
      </ul>
    </>
  );
}
