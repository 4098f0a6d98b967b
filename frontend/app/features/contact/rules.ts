// The spec's contact form (docs/spec/reader-side.md sections 4, 5, 8, 9).
export const CONTACT_COOKIE = 'contactSent';
export const CONTACT_COOKIE_DAYS = 1;
export const LOADER_CLEAR_MS = 1000;
export const MESSAGES = {
  already: 'Message already sent, wait for 24 hours',
  sent: 'Message sent',
  failed: 'Message cannot be sent right now',
} as const;
