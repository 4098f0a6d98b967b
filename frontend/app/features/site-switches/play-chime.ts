type AudioContextClass = typeof AudioContext;

/**
 * A short rising tone from an oscillator (no audio file), played when the
 * monitor turns on. A browser without Web Audio, or one that refuses to
 * play, stays silent: the sound is a nicety, never needed.
 */
export function playChime() {
  const Context: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    const now = audio.currentTime;
    tone.type = 'sine';
    tone.frequency.setValueAtTime(660, now);
    tone.frequency.linearRampToValueAtTime(990, now + 0.2);
    volume.gain.setValueAtTime(0.15, now);
    volume.gain.exponentialRampToValueAtTime(0.001, now + 0.35);
    tone.connect(volume).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start(now);
    tone.stop(now + 0.35);
  } catch {
    // No sound rather than a broken switch.
  }
}
