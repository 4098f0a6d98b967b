import play from 'lucide-static/icons/play.svg?raw';
import square from 'lucide-static/icons/square.svg?raw';
import { useEffect, useState, type RefObject } from 'react';
import { Icon } from '~/components/icon';
import { useHydrated } from '~/lib/use-hydrated';

// The spec's speech settings.
const RATE = 0.8;
const VOLUME = 1;
const PITCH = 1;

/**
 * Listen / Stop: the article read aloud with the Web Speech API. One control of two halves:
 * the spec's Listen is disabled while speaking and Stop while not, so the one that can be used
 * is the one drawn strongly.
 */
export function ListenControl({ bodyRef }: { bodyRef: RefObject<HTMLElement | null> }) {
  // Unknown until the scripts run: the buttons are in the first paint (nothing moves when the
  // page comes alive) and work once the browser says it can speak.
  const hydrated = useHydrated();
  const supported = hydrated ? 'speechSynthesis' in window : null;
  const [speaking, setSpeaking] = useState(false);

  // Leaving the page stops the voice.
  useEffect(
    () => () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [],
  );

  function listen() {
    const text = bodyRef.current?.innerText.trim();
    if (!text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = RATE;
    utterance.volume = VOLUME;
    utterance.pitch = PITCH;
    utterance.lang = 'en';
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  }

  function stop() {
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }

  if (supported === false) return null;
  return (
    <div className={speaking ? 'listen-control speaking' : 'listen-control'}>
      <div className="listen-toggle" role="group" aria-label="Read aloud">
        <button type="button" onClick={listen} disabled={!supported || speaking}>
          <Icon svg={play} /> Listen
        </button>
        <button type="button" onClick={stop} disabled={!supported || !speaking}>
          <Icon svg={square} /> Stop
        </button>
      </div>
      {speaking && (
        <p className="speech-note" role="status">
          Listening may not work on some browsers.
        </p>
      )}
    </div>
  );
}
