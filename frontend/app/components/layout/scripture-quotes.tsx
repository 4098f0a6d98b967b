// The two fixed scripture quotes of the footer (King James Version, public domain).
const QUOTES = [
  { text: 'Whatsoever thy hand findeth to do, do it with thy might.', source: 'Ecclesiastes 9:10' },
  { text: 'A merry heart doeth good like a medicine.', source: 'Proverbs 17:22' },
];

export function ScriptureQuotes() {
  return (
    <div className="scripture-quotes">
      {QUOTES.map((quote) => (
        <blockquote key={quote.source}>
          <p>{quote.text}</p>
          <cite>{quote.source}</cite>
        </blockquote>
      ))}
    </div>
  );
}
