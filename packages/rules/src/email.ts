/**
 * The one rule for a reader's e-mail address (the subscription and the likes), in the
 * browser and in the CMS (ADR 28): any valid address, not only those with '.com'.
 * A bounded check, written as small linear tests rather than one large pattern, so no
 * input can make it backtrack: at most 254 characters (RFC 5321), one '@', a local part
 * of 1 to 64 characters in dot-atom form (RFC 5322, letters of any script allowed as in
 * RFC 6531), and a domain of at least two labels of 1 to 63 letters, digits or inner
 * hyphens, whose last label is not all digits. Quoted local parts and address literals
 * (`"a b"@x.org`, `a@[10.0.0.1]`) are refused: no reader needs them.
 */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

const ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const LABEL = /^[\p{L}\p{N}-]+$/u;
const DIGITS = /^\d+$/;

const isAtom = (text: string) => text.length > 0 && ATOM.test(text);

function isLabel(label: string): boolean {
  return label.length > 0 && label.length <= MAX_LABEL_LENGTH && LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-');
}

export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    local.length <= MAX_LOCAL_LENGTH &&
    local.split('.').every(isAtom) &&
    labels.length >= 2 &&
    labels.every(isLabel) &&
    !DIGITS.test(labels[labels.length - 1])
  );
}
