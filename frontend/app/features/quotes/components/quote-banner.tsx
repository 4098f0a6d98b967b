import { useEffect, useState } from 'react';
import { useNonce } from '~/lib/nonce';
import type { Quote } from '../quote';
import { PICK_IN_PAGE, quoteList, shownQuote, spendDocumentPick } from '../shown-quote';

/**
 * The landing's quote, one picked at random per page load (docs/spec/reader-side.md) while the
 * page itself is the same for every reader of a content version (ADR 56): in a document, the
 * script after the quote picks one from the list before the banner is painted, and hydration
 * shows that same one; on a client navigation the pick is made here.
 */
export function QuoteBanner({ quotes }: { quotes: Quote[] }) {
  const nonce = useNonce();
  const [at] = useState(() => shownQuote(quotes.length));
  useEffect(spendDocumentPick, []);
  const quote = quotes[at % quotes.length];
  if (!quote) return null;
  return (
    <>
      <figure className="quote-banner">
        <blockquote>{quote.en}</blockquote>
        <figcaption>{quote.author}</figcaption>
      </figure>
      {/* After the figure, not in it: a figure holds its content and caption only (HTML's content model). */}
      <script type="application/json" dangerouslySetInnerHTML={{ __html: quoteList(quotes) }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PICK_IN_PAGE }} />
    </>
  );
}
