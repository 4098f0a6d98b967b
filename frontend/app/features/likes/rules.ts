import { isEmailAddress } from '@blog/rules/email';

/**
 * The spec stops a like silently when the address is empty, has no @, or looks like
 * HTML; here, when it is not a valid address by the rule the CMS applies too (ADR 28),
 * which refuses all three. The server checks again and answers 400.
 */
export function isSendableEmail(email: string): boolean {
  return isEmailAddress(email);
}
