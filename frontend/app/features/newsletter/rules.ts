// The spec's e-mail subscription (docs/spec/reader-side.md sections 3, 4, 5, 9).
export const SUBSCRIBED_COOKIE = 'emailBanner';
export const DISMISSED_COOKIE = 'emailBanner_';
export const SUBSCRIBED_DAYS = 7;
export const DISMISSED_DAYS = 1;
export const BANNER_DELAY_MS = 10000;
export const RESULT_CLOSE_MS = 5000;
export const UNSUBSCRIBE_COUNTDOWN = 3;
export const UNSUBSCRIBE_MESSAGE_MS = 5000;
export const MESSAGES = {
  registering: 'Registering...',
  registered: 'Registered',
  unsubscribed: 'Unsubscribed successfully!',
} as const;

/** Said under 'Registered': nothing is sent until the reader confirms (double opt-in, ADR 14). */
export const CONFIRM_HINT = 'Almost there: open the e-mail we sent and press its button to confirm.';

/** Said to the reader when the browser stops a subscription address (any valid one, ADR 28). */
export const EMAIL_HINT = 'An e-mail address, e.g. name@example.org';
