import { randomInt } from 'node:crypto';

/** A new array in a random order (Fisher-Yates with crypto randomness: a reader cannot predict it). */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
