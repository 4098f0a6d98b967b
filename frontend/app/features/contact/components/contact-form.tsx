import Cookies from 'js-cookie';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '~/components/honeypot-field';
import { HumanCheck } from '~/components/human-check/human-check';
import { NOT_A_ROBOT } from '~/components/human-check/rules';
import { useSiteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { sendMessage } from '../api/send-message';
import { CONTACT_COOKIE, CONTACT_COOKIE_DAYS, LOADER_CLEAR_MS, MESSAGES } from '../rules';

/** The Ping page's form: one message a day per browser, after the human check. */
export function ContactForm({ alreadySent }: { alreadySent: boolean }) {
  const site = useSiteConfig();
  // Before the scripts run the form would be sent as a plain GET, the text in the address and then lost.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [token, setToken] = useState<string | null>(null);
  const [warn, setWarn] = useState(false);
  const [blocked, setBlocked] = useState(alreadySent);
  const [status, setStatus] = useState(alreadySent ? MESSAGES.already : '');
  const [sending, setSending] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Cookies.get(CONTACT_COOKIE)) {
      setBlocked(true);
      setStatus(MESSAGES.already);
      return;
    }
    if (!token) {
      setWarn(true);
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setSending(true);
    setStatus('');
    const sent = await sendMessage(site, {
      name: text('name'),
      email: text('email'),
      country: text('country'),
      detail: text('detail'),
      humanCheck: token,
      website: text('website'),
    });
    timer.current = window.setTimeout(() => setSending(false), LOADER_CLEAR_MS);
    setResetKey((key) => key + 1);
    setWarn(false);
    if (sent) {
      Cookies.set(CONTACT_COOKIE, '1', { expires: CONTACT_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
      formRef.current?.reset();
      setStatus(MESSAGES.sent);
    } else {
      // The message the reader wrote stays in the fields.
      setStatus(MESSAGES.failed);
    }
  }

  return (
    <section className="contact-form" aria-labelledby="contact-title">
      <h2 id="contact-title">{warn && !token ? NOT_A_ROBOT : 'Write to me'}</h2>
      <form ref={formRef} onSubmit={submit}>
        <fieldset disabled={blocked || sending}>
          <legend className="visually-hidden">You and your message</legend>
          <label>
            Name
            <input name="name" required maxLength={100} autoComplete="name" />
          </label>
          <label>
            E-mail
            <input name="email" type="email" required maxLength={254} autoComplete="email" />
          </label>
          <label>
            Country
            <input name="country" required maxLength={100} autoComplete="country-name" />
          </label>
          <label>
            Detail
            <textarea name="detail" required maxLength={5000} rows={6} />
          </label>
          <HoneypotField />
        </fieldset>
        {!blocked && <HumanCheck onToken={setToken} warn={warn} resetKey={resetKey} />}
        <button type="submit" className="button" disabled={blocked || sending || !hydrated}>
          Send message
        </button>
        {sending && <div className="spinner small" role="progressbar" aria-label="Sending" />}
        <p className="form-status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
