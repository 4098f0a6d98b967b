// The spec's human check (docs/spec/reader-side.md sections 4, 5 and 9).
export const MIN_PICKS = 4;
export const GREY_TRANSITION_MS = 2000;
export const HELP_TEXT =
  'You have to choose the requirement. Choose the picture, verify, tickmark may appear. It can complete the captcha challenge';
export const CHOOSE_MORE = 'Choose the requirement';
export const FAILED = 'Captcha failed';
export const NOT_A_ROBOT = 'If you not a Robot?';

/** A solved check with a time limit (the sign-in's): the time left, as it shows. */
export const timeLeftText = (seconds: number, action: string) => `Solved: ${seconds} s left to ${action}`;

/** The plain word when the time ran out; a fresh challenge opens with it. */
export const expiredText = (ms: number, action: string) =>
  `Time ran out: a solved check counts for ${Math.round(ms / 1000)} s. Solve this fresh one to ${action}; everything you typed is kept.`;

/** A screen reader hears the time left when the check is solved, then at 10 and 5 seconds: not every second. */
export const shouldAnnounce = (seconds: number, totalMs: number) =>
  seconds === Math.ceil(totalMs / 1000) || seconds === 10 || seconds === 5;
