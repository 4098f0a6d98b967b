/** Words a minute an adult reads on a screen, about (the usual figure for reading-time labels). */
export const WORDS_PER_MINUTE = 230;

/** '4 min read': the word count at 230 words a minute, rounded, never less than a minute. */
export function readingTime(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE))} min read`;
}
