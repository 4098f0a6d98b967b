import { useEffect, useRef, useState } from 'react';
import { type Challenge, fetchChallenge, verifyPicks } from './challenge';
import { CHOOSE_MORE, FAILED, GREY_TRANSITION_MS, HELP_TEXT, MIN_PICKS } from './rules';

type Phase = 'idle' | 'opening' | 'open' | 'verifying' | 'checked';

type Props = {
  /** The single-use token once the check is passed; null when it is not (or no longer). */
  onToken: (token: string | null) => void;
  /** The form was sent without the check: the box turns grey. */
  warn?: boolean;
  /** Changing it starts the check again (after a form was sent). */
  resetKey?: number;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The human check: the server picks the pictures and keeps the answer; the
 * browser only ever sends the reader's picks and gets back a short-lived
 * single-use token that the form sends with it.
 */
export function HumanCheck({ onToken, warn = false, resetKey = 0 }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const expiry = useRef<number | undefined>(undefined);

  // A new resetKey starts the check over, in the same render.
  const [startedFor, setStartedFor] = useState(resetKey);
  if (startedFor !== resetKey) {
    setStartedFor(resetKey);
    setPhase('idle');
    setChallenge(null);
    setPicks([]);
    setMessage('');
  }
  useEffect(() => {
    window.clearTimeout(expiry.current);
    onToken(null);
    // onToken is the parent's setter; only a new resetKey starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  useEffect(() => () => window.clearTimeout(expiry.current), []);

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

  async function open() {
    if (phase !== 'idle') return;
    setPhase('opening');
    setMessage('');
    const [loaded] = await Promise.all([loadChallenge(), wait(GREY_TRANSITION_MS)]);
    setPhase(loaded ? 'open' : 'idle');
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
      // A token that expires unused sends the reader back to an unchecked box.
      expiry.current = window.setTimeout(
        () => {
          setPhase('idle');
          onToken(null);
        },
        Math.max(0, Date.parse(expiresAt) - Date.now()),
      );
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
      <p className="human-check-message" role="alert">
        {message}
      </p>
    </div>
  );
}
