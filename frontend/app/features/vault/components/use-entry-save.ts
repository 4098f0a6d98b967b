import { useEffect, useRef, useState } from 'react';
import type { SaveResult } from '../api/save-answer';
import { SAVED_CLEAR_MS, VAULT_TEXTS, missingField } from '../rules';

export type EntryValues = { name: string; password: string };

/**
 * One save of an entry (new or edited), with the spec's status line
 * (docs/spec/admin-side.md section 4): 'wait...' while in flight, then 'Alright',
 * cleared after 3 s; on failure the server's text, until the next try. A save
 * in flight is never sent a second time. The name is sent trimmed, the
 * password exactly as typed.
 */
export function useEntrySave(send: (values: EntryValues) => Promise<SaveResult>, onSaved: () => void) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (text: string) => {
    window.clearTimeout(timer.current);
    setStatus(text);
  };

  async function save(values: EntryValues) {
    if (inFlight.current) return;
    const missing = missingField(values.name, values.password);
    if (missing) return show(missing);
    inFlight.current = true;
    setBusy(true);
    show(VAULT_TEXTS.saving);
    const result = await send({ name: values.name.trim(), password: values.password });
    inFlight.current = false;
    setBusy(false);
    if (!result.ok) return show(result.message);
    show(VAULT_TEXTS.saved);
    timer.current = window.setTimeout(() => setStatus(''), SAVED_CLEAR_MS);
    onSaved();
  }

  return { status, busy, save };
}
