import type { Quote } from '../api/random-quote.server';

export function QuoteBanner({ quote }: { quote: Quote | null }) {
  if (!quote) return null;
  return (
    <figure className="quote-banner">
      <blockquote>{quote.en}</blockquote>
      <figcaption>{quote.author}</figcaption>
    </figure>
  );
}
