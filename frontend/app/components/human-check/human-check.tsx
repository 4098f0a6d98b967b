import { useEffect, useRef, useState } from 'react';
import { type Challenge, fetchChallenge, verifyPicks } from './challenge';
import { CHOOSE_MORE, FAILED, GREY_TRANSITION_MS, HELP_TEXT, MIN_PICKS, expiredText, shouldAnnounce, timeLeftText } from './rules';

type Phase = 'idle' | 'opening' | 'open' | 'verifying' | 'checked';

type Props = {
  /** The single-use token once the check is passed; null when it is not (or no longer). */
  onToken: (token: string | null) => void;
  /** The form was sent without the check: the box turns grey. */
  warn?: boolean;
  /** Changing it starts the check again (after a form was sent). */
  resetKey?: number;
  /**
   * A solved check counts only this long (the sign-in's 15 s): the time left shows, and
   * when it runs out a fresh challenge opens at once. Without it the check lasts as long
   * as the server's token, silently.
   */
  timeLimit?: { ms: number; action: string };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The human check: the server picks the pictures and keeps the answer; the
 * browser only ever sends the reader's picks and gets back a short-lived
 * single-use token that the form sends with it.
 */
export function HumanCheck({ onToken, warn = false, resetKey = 0, timeLimit }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);
  // What a screen reader is told, politely: the time left now and then, not every second.
  const [announcement, setAnnouncement] = useState('');
  const expiry = useRef<number | undefined>(undefined);
  const ticker = useRef<number | undefined>(undefined);
  const stopTimers = () => {
    window.clearTimeout(expiry.current);
    window.clearInterval(ticker.current);
  };

  // A new resetKey starts the check over, in the same render.
  const [startedFor, setStartedFor] = useState(resetKey);
  if (startedFor !== resetKey) {
    setStartedFor(resetKey);
    setPhase('idle');
    setChallenge(null);
    setPicks([]);
    setMessage('');
    setAnnouncement('');
  }
  useEffect(() => {
    stopTimers();
    onToken(null);
    // onToken is the parent's setter; only a new resetKey starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  useEffect(() => stopTimers, []);

  async function loadChallenge() {
    const answer = await fetchChallenge();
    if (answer.status !== 200 || !answer.data) {
      setMessage(answer.message ?? 'The human check is not available right now.');
      return false;
    }
    setChallenge(answer.data.data);
    setPicks([]);
    return true;
  }

  async function start(notice = '') {
    setPhase('opening');
    setMessage(notice);
    const [loaded] = await Promise.all([loadChallenge(), wait(GREY_TRANSITION_MS)]);
    setPhase(loaded ? 'open' : 'idle');
  }

  function open() {
    if (phase === 'idle') void start();
  }

  /** A solved check's time is up: the form hears at once, and a fresh challenge opens. */
  function expire() {
    stopTimers();
    onToken(null);
    if (!timeLimit) {
      setPhase('idle');
      return;
    }
    // Said in the alert line below, so the polite line stays quiet.
    setAnnouncement('');
    void start(expiredText(timeLimit.ms, timeLimit.action));
  }

  /** Counts a solved check down to its end: the sooner of the time limit and the token's own expiry. */
  function countDown(expiresAt: string) {
    const tokenLeft = Math.max(0, Date.parse(expiresAt) - Date.now());
    const left = timeLimit ? Math.min(timeLimit.ms, tokenLeft) : tokenLeft;
    expiry.current = window.setTimeout(expire, left);
    if (!timeLimit) return;
    const deadline = Date.now() + left;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(seconds);
      if (shouldAnnounce(seconds, left)) setAnnouncement(timeLeftText(seconds, timeLimit.action));
    };
    tick();
    ticker.current = window.setInterval(tick, 1000);
  }

  function toggle(index: number) {
    setMessage('');
    setPicks((current) => (current.includes(index) ? current.filter((i) => i !== index) : [...current, index]));
  }

  async function verify() {
    if (!challenge) return;
    if (picks.length < MIN_PICKS) {
      setMessage(CHOOSE_MORE);
      return;
    }
    setPhase('verifying');
    const answer = await verifyPicks(challenge.challenge, picks);
    if (answer.status === 200 && answer.data) {
      const { token, expiresAt } = answer.data.data;
      setPhase('checked');
      setMessage('');
      onToken(token);
      countDown(expiresAt);
      return;
    }
    // Every attempt spends the challenge: a failure resets the picks with new pictures.
    setMessage(
      answer.status === 0 ? 'The human check is not available right now.' : answer.message === FAILED ? FAILED : (answer.message ?? FAILED),
    );
    await loadChallenge();
    setPhase('open');
  }

  const checked = phase === 'checked';
  return (
    <div className={`human-check${warn && !checked ? ' warn' : ''}`}>
      <button
        type="button"
        role="checkbox"
        aria-checked={checked}
        className={`human-check-box ${phase}`}
        onClick={open}
        disabled={phase === 'verifying'}
      >
        <span className="tick" aria-hidden="true">
          {checked ? '✓' : ''}
        </span>
        <span>I am not a robot</span>
      </button>
      {(phase === 'open' || phase === 'verifying') && challenge && (
        <div className="human-check-panel" role="group" aria-label="Human check">
          <div className="human-check-prompt">
            <img src={challenge.reference} alt="" width={48} height={48} />
            <p>
              Select every picture of <strong>{challenge.subject}</strong>
            </p>
          </div>
          <div className="human-check-grid">
            {challenge.images.map((image, index) => (
              <button
                key={`${challenge.challenge}-${index}`}
                type="button"
                aria-pressed={picks.includes(index)}
                onClick={() => toggle(index)}
                aria-label={`Picture ${index + 1}`}
              >
                <img src={image} alt="" width={72} height={72} />
              </button>
            ))}
          </div>
          <button type="button" className="button" onClick={verify} disabled={phase === 'verifying'}>
            Verify
          </button>
          <p className="human-check-help">{HELP_TEXT}</p>
        </div>
      )}
      {checked && timeLimit && (
        // A timer is not live by itself: the announcements below say the time now and then.
        <p className="human-check-timer" role="timer">
          {timeLeftText(secondsLeft, timeLimit.action)}
        </p>
      )}
      <p className="human-check-message" role="alert">
        {message}
      </p>
      {timeLimit && (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
    </div>
  );
}
