import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HumanCheck } from '~/components/human-check/human-check';
import { storeAuthRecord } from '~/lib/local-auth';
import { useSiteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { type SignInQuestion, fetchQuestion, logVisitor, signIn } from '../api/sign-in';
import { MESSAGES, MESSAGE_CLEAR_MS, ROBOT_CHECK_RESET_MS, fieldOfProblem, firstProblem, isSupportedBrowser } from '../rules';
import { SignInField } from './sign-in-field';

// The check's 15 s start when it is solved, so it sits last, right above Sign in (ADR 29).
const CHECK_TIME_LIMIT = { ms: ROBOT_CHECK_RESET_MS, action: 'sign in' };

/** The guarded owner sign-in: every rule is checked again, and only, by the server. */
export function SignInForm() {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [unlocked, setUnlocked] = useState(false);
  const hydrated = useHydrated();
  // Assumed until the browser can say which it is.
  const supported = !hydrated || isSupportedBrowser(navigator.userAgent);
  const [question, setQuestion] = useState<SignInQuestion | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [robotWarning, setRobotWarning] = useState(false);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const messageTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    void loadQuestion();
    return () => window.clearTimeout(messageTimer.current);
  }, []);

  async function loadQuestion() {
    const answer = await fetchQuestion();
    setQuestion(answer.status === 200 && answer.data ? answer.data.data : null);
  }

  function show(text: string) {
    setMessage(text);
    window.clearTimeout(messageTimer.current);
    messageTimer.current = window.setTimeout(() => {
      setMessage('');
      setRobotWarning(false);
    }, MESSAGE_CLEAR_MS);
  }

  function fail(text: string) {
    show(text);
    void logVisitor();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const input = {
      robotChecked: token !== null,
      colours: value('colours'),
      answer: value('answer'),
      password: value('password'),
      email: value('email').trim(),
      username: value('username').trim(),
    };
    const problem = firstProblem(input);
    if (problem) {
      if (problem === MESSAGES.robot) setRobotWarning(true);
      fail(problem);
      return;
    }
    setSending(true);
    const answer = await signIn(site, { ...input, attempt: question?.attempt ?? '', humanCheck: token ?? '' });
    setSending(false);
    if (answer.status === 200 && answer.data) {
      storeAuthRecord(answer.data.data);
      navigate('/dashboard');
      return;
    }
    // Any failure spends the check and the question: both start again.
    setResetKey((key) => key + 1);
    void loadQuestion();
    // Every failure is logged (admin-side.md section 5), a locked-out one and one with no answer too.
    if (answer.status === 0) fail(MESSAGES.offline);
    else if (answer.status === 429) fail(answer.message ?? MESSAGES.failed);
    else fail(MESSAGES.failed);
  }

  // The spec's messages: the robot's in the title, a field's beside it, the server's under the button.
  const field = fieldOfProblem(message);
  const errorOf = (name: NonNullable<typeof field>) => (field === name ? message : '');
  const formMessage = field || message === MESSAGES.robot ? '' : message;
  return (
    <section className="sign-in-page">
      <div className="sign-in-card">
        <h1>
          {robotWarning ? (
            MESSAGES.robot
          ) : (
            <>
              Owner{' '}
              <button type="button" className="title-word" onClick={() => setUnlocked(true)}>
                sign-in
              </button>
            </>
          )}
        </h1>
        {!supported ? (
          <p className="muted">Sign-in works in Chromium-based browsers, Safari or UC Browser.</p>
        ) : (
          !unlocked && <p className="sign-in-hint">Click the word “sign-in” in the title to open the form.</p>
        )}
        <form onSubmit={submit} className="sign-in-form" aria-label="Sign in" noValidate>
          <fieldset disabled={!unlocked || !supported || sending}>
            <legend className="visually-hidden">The owner's sign-in details</legend>
            <SignInField
              name="colours"
              label="Colour sequence"
              error={errorOf('colours')}
              autoComplete="off"
              spellCheck={false}
              placeholder="#rrggbb #rrggbb #rrggbb #rrggbb"
            />
            <SignInField name="answer" label={question?.question ?? 'Security question'} error={errorOf('answer')} autoComplete="off" />
            <SignInField name="password" label="Password" error={errorOf('password')} type="password" autoComplete="current-password" />
            <SignInField name="email" label="E-mail" error={errorOf('email')} type="email" autoComplete="email" inputMode="email" />
            <SignInField name="username" label="Username" error={errorOf('username')} autoComplete="username" spellCheck={false} />
            <HumanCheck onToken={setToken} resetKey={resetKey} warn={robotWarning} timeLimit={CHECK_TIME_LIMIT} />
            <button type="submit" className="button sign-in-submit">
              {sending ? 'Wait' : 'Sign in'}
            </button>
          </fieldset>
          <p className="form-status" role="alert">
            {formMessage}
          </p>
        </form>
      </div>
    </section>
  );
}
