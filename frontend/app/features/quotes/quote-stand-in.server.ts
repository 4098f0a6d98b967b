import { randomBytes } from 'node:crypto';
import type { Quote } from './api/random-quote.server';

/**
 * The landing page shows a quote picked per load (docs/spec/reader-side.md), and renders it once
 * per content version rather than once per quote (issue 21: a hundred renders of `/blog` after
 * every write): rendered with this stand-in, whose fields are marks no text holds, then each
 * load's quote written in their places (server/page-cache.ts). Letters and digits only, so no
 * escaping on the way into the page changes them.
 */
const token = randomBytes(12).toString('hex');
export const QUOTE_STAND_IN: Quote = { id: `quoteid${token}`, author: `quoteauthor${token}`, en: `quotetext${token}` };

// As React writes text into HTML.
const HTML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const asHtmlText = (value: string) => value.replace(/[&<>"']/g, (found) => HTML_TEXT[found]);
// A string inside the loader data React Router streams (turbo-stream writes strings as JSON).
const asDataString = (value: string) => JSON.stringify(value).slice(1, -1);
// As React Router writes that data into the document's script: the chunk as a JSON string, made safe for HTML.
const SCRIPT_SAFE: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const asScriptString = (value: string) =>
  JSON.stringify(asDataString(value))
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (found) => SCRIPT_SAFE[found]);

const SCRIPTS = /(<script\b[^>]*>[\s\S]*?<\/script>)/i;
const FIELDS = ['id', 'author', 'en'] as const;

/**
 * The page rendered with the stand-in, with `quote` in its places: a document (its scripts carry
 * the loader data) or React Router's data answer. Null when a mark is missing: the page did not
 * show the stand-in as expected, and the caller renders with the real quote instead.
 */
export function fillQuote(text: string, kind: 'document' | 'data', quote: Quote): string | null {
  if (FIELDS.some((field) => !text.includes(QUOTE_STAND_IN[field]))) return null;
  // A function, not a string, for the replacement: a quote may hold `$&`.
  const fill = (part: string, write: (value: string) => string) =>
    FIELDS.reduce((filled, field) => filled.replaceAll(QUOTE_STAND_IN[field], () => write(quote[field])), part);
  if (kind === 'data') return fill(text, asDataString);
  // Split on the scripts: odd parts are scripts, even ones the HTML around them.
  return text
    .split(SCRIPTS)
    .map((part, at) => fill(part, at % 2 ? asScriptString : asHtmlText))
    .join('');
}
