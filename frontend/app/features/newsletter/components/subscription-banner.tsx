import { isEmailAddress } from '@blog/rules/email';
import Cookies from 'js-cookie';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HoneypotField } from '~/components/honeypot-field';
import { subscribe } from '../api/subscribe';
import {
  BANNER_DELAY_MS,
  CONFIRM_HINT,
  DISMISSED_COOKIE,
  EMAIL_HINT,
  DISMISSED_DAYS,
  MESSAGES,
  RESULT_CLOSE_MS,
  SUBSCRIBED_COOKIE,
  SUBSCRIBED_DAYS,
} from '../rules';

const setCookie = (name: string, days: number) => Cookies.set(name, '1', { expires: days, sameSite: 'Lax', path: '/' });

/** The e-mail subscription banner: 10 s after load, unless the reader subscribed or said no recently. */
export function SubscriptionBanner() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const timers = useRef<number[]>([]);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  useEffect(() => {
    if (Cookies.get(SUBSCRIBED_COOKIE) || Cookies.get(DISMISSED_COOKIE)) return;
    later(BANNER_DELAY_MS, () => setOpen(true));
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  function cancel() {
    setCookie(DISMISSED_COOKIE, DISMISSED_DAYS);
    setOpen(false);
  }

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    if (!isEmailAddress(email)) {
      // The browser's own check lets `name@host` through: say what is wanted, send nothing.
      const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
      input.setCustomValidity(EMAIL_HINT);
      input.reportValidity();
      return;
    }
    setBusy(true);
    setMessage(MESSAGES.registering);
    const result = await subscribe(email, String(form.get('website') ?? ''));
    setBusy(false);
    if (result === 'failed') {
      // The address the reader typed stays; the banner stays away for a day after this.
      setMessage('');
      setCookie(DISMISSED_COOKIE, DISMISSED_DAYS);
      return;
    }
    setMessage(MESSAGES.registered);
    setCookie(SUBSCRIBED_COOKIE, SUBSCRIBED_DAYS);
    later(RESULT_CLOSE_MS, () => setOpen(false));
  }

  if (!open) return null;
  return (
    <section className="subscription-banner" aria-labelledby="subscription-title">
      <button type="button" className="close" onClick={cancel} aria-label="Close the subscription banner">
        ×
      </button>
      <h2 id="subscription-title">New articles by e-mail</h2>
      <form onSubmit={register}>
        <label htmlFor="subscription-email">E-mail address</label>
        <div className="subscription-row">
          <input
            id="subscription-email"
            name="email"
            type="email"
            required
            maxLength={254}
            title={EMAIL_HINT}
            onInput={(event) => event.currentTarget.setCustomValidity('')}
            autoComplete="email"
            disabled={busy}
          />
          <button type="submit" className="button" disabled={busy}>
            Register
          </button>
        </div>
        <HoneypotField />
        <p className="form-status" role="status">
          {message}
        </p>
        {message === MESSAGES.registered && <p className="form-hint">{CONFIRM_HINT}</p>}
      </form>
      <p className="muted small">
        Every e-mail has a one-click unsubscribe link. <Link to="/privacy-policy#newsletter">Unsubscribe</Link>
      </p>
    </section>
  );
}
