import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HumanCheck } from '~/components/human-check/human-check';
import { storeAuthRecord } from '~/lib/local-auth';
import { useSiteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { type SignInQuestion, fetchQuestion, logVisitor, signIn } from '../api/sign-in';
import { MESSAGES, MESSAGE_CLEAR_MS, ROBOT_CHECK_RESET_MS, firstProblem, isSupportedBrowser } from '../rules';

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
  const timers = useRef<{ message?: number; robot?: number }>({});

  useEffect(() => {
    void loadQuestion();
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.message);
      window.clearTimeout(pending.robot);
    };
  }, []);

  async function loadQuestion() {
    const answer = await fetchQuestion();
    setQuestion(answer.status === 200 && answer.data ? answer.data.data : null);
  }

  function onToken(next: string | null) {
    setToken(next);
    window.clearTimeout(timers.current.robot);
    // The robot check resets 15 s after it was passed.
    if (next) timers.current.robot = window.setTimeout(() => setResetKey((key) => key + 1), ROBOT_CHECK_RESET_MS);
  }

  function show(text: string) {
    setMessage(text);
    window.clearTimeout(timers.current.message);
    timers.current.message = window.setTimeout(() => {
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
    if (answer.status === 200 && answer.data && typeof answer.data === 'object') {
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

  return (
    <section className="page narrow sign-in">
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
      {!supported && <p className="muted">Sign-in works in Chromium-based browsers, Safari or UC Browser.</p>}
      <form onSubmit={submit} className="sign-in-form">
        <fieldset disabled={!unlocked || !supported || sending}>
          <HumanCheck onToken={onToken} resetKey={resetKey} warn={robotWarning} />
          <label>
            Colour sequence
            <input name="colours" autoComplete="off" spellCheck={false} placeholder="#rrggbb #rrggbb #rrggbb #rrggbb" />
          </label>
          <label>
            {question?.question ?? 'Security question'}
            <input name="answer" autoComplete="off" />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" />
          </label>
          <label>
            E-mail
            <input name="email" type="email" autoComplete="email" />
          </label>
          <label>
            Username
            <input name="username" autoComplete="username" />
          </label>
          <button type="submit" className="button">
            {sending ? 'Wait' : 'Sign in'}
          </button>
        </fieldset>
        <p className="form-status" role="alert">
          {message}
        </p>
      </form>
    </section>
  );
}
