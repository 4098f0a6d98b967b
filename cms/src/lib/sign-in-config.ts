/**
 * The sign-in's fixed values (docs/spec/admin-side.md sections 5 and 9), server configuration only:
 * the browser gets a question, never an answer or a colour.
 */
import questions from './sign-in-questions.json';

/**
 * The spec's five questions, in its order; SIGNIN_ANSWERS answers them in the same order. A JSON
 * file so the test kit (packages/test-kit, plain JavaScript) reads the same list.
 */
export const SIGN_IN_QUESTIONS: readonly string[] = questions;

const HEX_COLOUR = /^#[0-9a-f]{6}$|^#[0-9a-f]{3}$/;

/** Case and spacing do not matter: '#1F6F5C  #f4a261 ...' is the same sequence. */
export function normaliseColours(text: string): string {
  return text.trim().split(/\s+/).join(' ').toLowerCase();
}

/** Trimmed and in any case, as a person types it. */
export function normaliseAnswer(text: string): string {
  return text.trim().toLowerCase();
}

/** SIGNIN_ANSWERS as sign-in reads it: `|`-separated, each answer normalised. */
export function normaliseAnswers(text: string): string[] {
  return text.split('|').map(normaliseAnswer);
}

export const signInConfig = {
  /** The four colours, normalised; null when SIGNIN_COLOURS is not four hex colours (then nobody can sign in). */
  colours(): string | null {
    const colours = normaliseColours(process.env.SIGNIN_COLOURS ?? '');
    const parts = colours.split(' ');
    return parts.length === 4 && parts.every((part) => HEX_COLOUR.test(part)) ? colours : null;
  },
  /** The answer to question `index`, normalised; null when SIGNIN_ANSWERS has none for it. */
  answer(index: number): string | null {
    const answer = normaliseAnswers(process.env.SIGNIN_ANSWERS ?? '')[index] ?? '';
    return answer === '' ? null : answer;
  },
  /** Browsers reach the site over https when PUBLIC_URL says so: the cookie then never travels in the clear. */
  secureCookies(): boolean {
    return /^https:/i.test(process.env.PUBLIC_URL ?? '');
  },
};
