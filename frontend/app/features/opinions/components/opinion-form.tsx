import Cookies from 'js-cookie';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '~/components/honeypot-field';
import { HumanCheck } from '~/components/human-check/human-check';
import { NOT_A_ROBOT } from '~/components/human-check/rules';
import { useSiteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { sendOpinion } from '../api/send-opinion';
import { ERROR_RESET_MS, MESSAGES, OPINION_COOKIE_DAYS, OPINION_COOKIE_PREFIX, SENT_RESET_MS } from '../rules';

type Props = { articleKey: string; articleTitle: string; reference: string };

/** A reader's opinion about this article: once per article, after the human check. */
export function OpinionForm({ articleKey, articleTitle, reference }: Props) {
  const site = useSiteConfig();
  // Before the scripts run the form would be sent as a plain GET, the text in the address and then lost.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef<number[]>([]);
  const [token, setToken] = useState<string | null>(null);
  const [warn, setWarn] = useState(false);
  const [status, setStatus] = useState('');
  const [locked, setLocked] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
  const cookie = `${OPINION_COOKIE_PREFIX}${articleKey}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    if (!token) {
      setWarn(true);
      return;
    }
    if (Cookies.get(cookie)) {
      setStatus(MESSAGES.already);
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setLocked(true);
    setStatus(MESSAGES.working);
    const sent = await sendOpinion(site, reference, {
      reader: text('reader'),
      country: text('country'),
      // The spec's payload: the article's title together with the reader's opinion.
      opinion: `${articleTitle}: ${text('opinion')}`,
      humanCheck: token,
      website: text('website'),
    });
    if (sent) {
      setStatus(MESSAGES.sent);
      Cookies.set(cookie, '1', { expires: OPINION_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
      later(SENT_RESET_MS, () => {
        formRef.current?.reset();
        setLocked(false);
        setStatus('');
        setWarn(false);
        setResetKey((key) => key + 1);
      });
    } else {
      // What the reader typed stays; a token may have been spent, so the check starts again.
      setStatus(MESSAGES.failed);
      setLocked(false);
      setResetKey((key) => key + 1);
      later(ERROR_RESET_MS, () => setStatus((current) => (current === MESSAGES.failed ? '' : current)));
    }
  }

  return (
    <section className="opinion-form" aria-labelledby="opinion-title">
      <h2 id="opinion-title">{warn && !token ? NOT_A_ROBOT : 'Your opinion'}</h2>
      <form ref={formRef} onSubmit={submit} noValidate={false}>
        <fieldset disabled={locked}>
          <legend className="visually-hidden">You and your opinion</legend>
          <label>
            Name
            <input name="reader" required maxLength={100} autoComplete="name" />
          </label>
          <label>
            Country
            <input name="country" required maxLength={100} autoComplete="country-name" />
          </label>
          <label>
            Opinion
            <textarea name="opinion" required maxLength={4500} rows={4} />
          </label>
          <HoneypotField />
        </fieldset>
        <HumanCheck onToken={setToken} warn={warn} resetKey={resetKey} />
        <button type="submit" className="button" disabled={locked || !hydrated}>
          Send opinion
        </button>
        <p className="form-status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
