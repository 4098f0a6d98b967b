import { hrefOf } from '@blog/rules/slug';
import { plainText } from '@blog/rules/text';

/** A heading of the body, as the contents list it. */
export type ContentsEntry = { id: string; text: string; level: number };

/** An article shows its contents from this many headings on. */
export const CONTENTS_FROM = 3;

/**
 * Ids the article page itself uses (layout, reader blocks): a heading never takes one,
 * so "Top" or "Main" get `top-2`, `main-2` and the skip link and labels keep working.
 */
const PAGE_IDS = ['top', 'main', 'next-articles-title', 'opinion-title', 'share-title', 'subscription-title', 'subscription-email'];

// A sanitised body's headings: the allowlist keeps h1-h5 with a class at most, written with double quotes.
const HEADING = /<h([1-5])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Gives each heading of a sanitised body an id made from its own text (the article
 * slug rule; a repeat gets -2, -3), and a link to itself beside it, and lists them for the
 * contents. Done at render time, never stored: an anchor depends on its heading's text and
 * on the same text earlier in the body only, so editing another heading keeps it.
 */
export function withHeadingAnchors(html: string): { html: string; contents: ContentsEntry[] } {
  const taken = new Set(PAGE_IDS);
  const contents: ContentsEntry[] = [];
  const anchored = html.replace(HEADING, (_whole, level: string, attributes: string, inner: string) => {
    // Inline markup only: no space at its tags (`Why <em>tests</em>,` reads "Why tests,").
    const text = plainText(inner);
    const base = hrefOf(text).slice(1) || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    contents.push({ id, text, level: Number(level) });
    // The link is a sibling, not a child: the heading's name stays its text for screen readers.
    return (
      `<div class="heading-anchored"><h${level}${attributes} id="${id}">${inner}</h${level}>` +
      `<a class="heading-link" href="#${id}" aria-label="Link to the section ${escapeAttribute(text)}"></a></div>`
    );
  });
  return { html: anchored, contents };
}
