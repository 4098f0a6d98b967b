/**
 * The spec stops a like silently when the address is empty, has no @, or
 * looks like HTML (the server checks again and answers 400).
 */
export function isSendableEmail(email: string): boolean {
  return email !== '' && email.includes('@') && !/[<>]/.test(email);
}
