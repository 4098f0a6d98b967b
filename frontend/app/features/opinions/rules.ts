// The spec's opinion form (docs/spec/reader-side.md sections 4, 5, 8, 9).
export const OPINION_COOKIE_PREFIX = 'opinionit';
export const OPINION_COOKIE_DAYS = 365;
export const SENT_RESET_MS = 15000;
export const ERROR_RESET_MS = 3000;
export const MESSAGES = {
  working: 'wait your work happening',
  sent: 'Opinion sent',
  failed: 'Connection Issue',
  already: 'Opinion was sent already',
} as const;
