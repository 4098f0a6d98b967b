/**
 * The stored body in the browser: base64 of the UTF-8 HTML (the spec's articleSave).
 * The same codec as the dashboard editor's (frontend/app/features/editor/body-codec.ts):
 * the admin bundle cannot import the web app's modules.
 */
// Characters per String.fromCharCode call: spreading a whole 1.5 MB body would overflow the stack.
const CHUNK = 0x8000;

export function bodyToBase64(html: string): string {
  const bytes = new TextEncoder().encode(html);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** The HTML of a stored body, or null when it is not base64 of UTF-8 text. */
export function bodyFromBase64(base64: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** base64 of "Salted__": a body still in the first client's encrypted form (packages/rules/src/body.ts). */
export const isLegacyBody = (stored: string) => stored.startsWith('U2FsdGVkX1');
