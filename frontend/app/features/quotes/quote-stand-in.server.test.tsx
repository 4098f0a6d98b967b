import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Quote } from './api/random-quote.server';
import { QuoteBanner } from './components/quote-banner';
import { QUOTE_STAND_IN, fillQuote } from './quote-stand-in.server';

// How React Router writes loader data: turbo-stream writes each string with JSON.stringify, and the
// document carries each chunk as a JSON string made safe for HTML (react-router's escapeHtml).
const SCRIPT_SAFE: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const data = (quote: Quote) =>
  `[{"_1":2},"quote",{"_3":4,"_5":6,"_7":8},"id",${JSON.stringify(quote.id)},"author",${JSON.stringify(quote.author)},"en",${JSON.stringify(quote.en)}]\n`;
const document = (quote: Quote) =>
  `<main>${renderToString(<QuoteBanner quote={quote} />)}</main>` +
  `<script nonce="m">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data(quote)).replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_SAFE[c])});</script>`;

const tricky: Quote = {
  id: 'q7',
  author: `O'Brien & "Sons" <Ltd>`,
  en: 'A back\\slash, "quotes", <script>alert(1)</script> &amp; a line\u2028separator, $& and $1, naïve 😀',
};

describe('fillQuote', () => {
  it('writes a quote into the page rendered with the stand-in exactly as rendering with it would', () => {
    expect(fillQuote(document(QUOTE_STAND_IN), 'document', tricky)).toBe(document(tricky));
    expect(fillQuote(document(QUOTE_STAND_IN), 'document', { id: '1', author: 'Ada', en: "Don't panic." })).toBe(
      document({ id: '1', author: 'Ada', en: "Don't panic." }),
    );
  });

  it("writes it into React Router's data answer as turbo-stream would", () => {
    expect(fillQuote(data(QUOTE_STAND_IN), 'data', tricky)).toBe(data(tricky));
  });

  it('gives nothing for a page that does not show the stand-in', () => {
    expect(fillQuote(document(tricky), 'document', tricky)).toBeNull();
  });
});
