/**
 * The rules of the sign-in's fixed values (docs/spec/admin-side.md sections 5 and 9): how
 * SIGNIN_COLOURS and SIGNIN_ANSWERS are read and compared. The values themselves are server
 * configuration only (lib/config.ts): the browser gets a question, never an answer or a colour.
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

/** Normalised colours that make a sequence sign-in can ask for: four hex colours. */
export function isColourSequence(colours: string): boolean {
  const parts = colours.split(' ');
  return parts.length === 4 && parts.every((part) => HEX_COLOUR.test(part));
}

/** Normalised answers that answer every question, in its order. */
export function answersEveryQuestion(answers: readonly string[]): boolean {
  return answers.length === SIGN_IN_QUESTIONS.length && answers.every((answer) => answer !== '');
}
