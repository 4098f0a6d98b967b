import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/email-unsubscribe.$id';
import { unsubscribe } from '~/features/newsletter/api/unsubscribe.server';
import { UNSUBSCRIBE_COUNTDOWN, UNSUBSCRIBE_MESSAGE_MS } from '~/features/newsletter/rules';
import { readForm } from '~/lib/form.server';
import { useHydrated } from '~/lib/use-hydrated';

export function meta() {
  return [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }];
}

// A plain form post: it works before JavaScript loads; with JavaScript a fetcher sends it.
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  if (!email) return { ok: false, message: 'Please enter your e-mail address.' };
  return unsubscribe(email, params.id);
}

export default function EmailUnsubscribe({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data ?? actionData;
  const navigate = useNavigate();
  const [countdown, setCountdown] = useState<number | null>(null);
  // Before JavaScript, a refused post renders the server's message straight away.
  const [failure, setFailure] = useState(actionData && !actionData.ok ? actionData.message : '');

  // Each answer, once the scripts run: a refusal shows the server's message, a success starts the countdown.
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState<typeof result>(undefined);
  if (hydrated && result !== answered) {
    setAnswered(result);
    if (result?.ok) setCountdown(UNSUBSCRIBE_COUNTDOWN);
    else if (result) setFailure(result.message);
  }

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      // The server's message, for 5 s.
      const timer = window.setTimeout(() => setFailure(''), UNSUBSCRIBE_MESSAGE_MS);
      return () => window.clearTimeout(timer);
    }
    // Success: the message, then 3, 2, 1, then home.
    const timer = window.setInterval(() => {
      setCountdown((n) => {
        if (n === null || n <= 1) {
          window.clearInterval(timer);
          navigate('/');
          return null;
        }
        return n - 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [result, navigate]);

  return (
    <section className="page narrow unsubscribe-page">
      <h1>Unsubscribe</h1>
      {result?.ok ? (
        <>
          {/* Without JavaScript the browser goes home after the same 3 s. */}
          <noscript>
            <meta httpEquiv="refresh" content={`${UNSUBSCRIBE_COUNTDOWN};url=/`} />
          </noscript>
          <p role="status">{result.message}</p>
          {countdown !== null && (
            <p className="countdown" aria-live="polite">
              {countdown}
            </p>
          )}
        </>
      ) : (
        <fetcher.Form method="post">
          <label htmlFor="unsubscribe-email">E-mail address</label>
          <input id="unsubscribe-email" name="email" type="email" required maxLength={254} autoComplete="email" />
          <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
            Unsubscribe
          </button>
          <p className="form-status" role="alert">
            {failure}
          </p>
        </fetcher.Form>
      )}
    </section>
  );
}
