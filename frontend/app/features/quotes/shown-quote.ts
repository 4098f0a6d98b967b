import type { Quote } from './quote';

declare global {
  interface Window {
    /** Which quote the document's own script showed (PICK_IN_PAGE), until hydration takes it. */
    landingQuote?: number;
  }
}

/**
 * The document's script, right after the quote: picks one of the list before the first paint,
 * shows it, and leaves its index for hydration. A fixed text, so a shared page's policy allows it
 * by its hash.
 */
export const PICK_IN_PAGE =
  '(function(){var s=document.currentScript,d=s.previousElementSibling,f=d.previousElementSibling,l=JSON.parse(d.textContent),n=Math.floor(Math.random()*l.length);' +
  "f.querySelector('blockquote').textContent=l[n].en;f.querySelector('figcaption').textContent=l[n].author;window.landingQuote=n})()";

/** The list as the document's script reads it: JSON that no `</script>` in a quote can end early. */
export const quoteList = (quotes: Quote[]) => JSON.stringify(quotes).replace(/</g, '\\u003c');

/**
 * The quote a first render shows, of `count`: at hydration the one the document's script showed,
 * otherwise one at random (the server's is what a reader without JavaScript sees, until the next
 * write renders the page again).
 */
export const shownQuote = (count: number) =>
  (typeof window === 'undefined' ? undefined : window.landingQuote) ?? Math.floor(Math.random() * count);

/** Once hydrated, the document's pick is spent: a later visit to the page picks anew. */
export function spendDocumentPick() {
  delete window.landingQuote;
}
