// Characters per String.fromCharCode call: spreading a whole 1.5 MB body would overflow the stack.
const CHUNK = 0x8000;

/** An article body on the wire: base64 of its UTF-8 HTML (the spec's articleSave). */
export function bodyToBase64(html: string): string {
  const bytes = new TextEncoder().encode(html);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** The HTML of an articleSave: base64 decoded as UTF-8 (atob alone would garble every non-ASCII letter). */
export function bodyFromBase64(base64: string): string {
  const binary = atob(base64.replace(/\s+/g, ''));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
