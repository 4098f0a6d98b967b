import { Parser } from 'htmlparser2';

/**
 * Elements that stand on lines of their own: their text is one block, a space apart from the
 * next. Every other element is inline and adds nothing, so `<a>link</a>.` reads `link.`.
 */
const BLOCKS = new Set(
  (
    'address article aside blockquote caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'
  ).split(' '),
);
/** Elements whose content is no text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template']);

/** One block's text, and the block element that holds it (`''` for text outside any). */
export type TextBlock = { element: string; text: string };

/**
 * The text of an HTML fragment, block by block, as a browser shows it: parsed by htmlparser2
 * (sanitize-html's parser), entities decoded, white space folded, nothing between inline
 * elements. Text that looks like markup (`&lt;button&gt;`) stays text.
 */
export function textBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const open: string[] = [];
  let hidden = 0;
  let text = '';
  const end = () => {
    const folded = text.replace(/\s+/g, ' ').trim();
    if (folded !== '') blocks.push({ element: [...open].reverse().find((name) => BLOCKS.has(name)) ?? '', text: folded });
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (name === 'br') text += ' ';
        else if (BLOCKS.has(name)) end();
        open.push(name);
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) end();
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at, 1);
        if (HIDDEN.has(name)) hidden -= 1;
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  end();
  return blocks;
}

/** Plain text of an HTML fragment: its blocks' text, one space between blocks. */
export function plainText(html: string): string {
  return textBlocks(html)
    .map((block) => block.text)
    .join(' ');
}

/** Word count as the spec defines it: the number of space-separated tokens. */
export function wordCount(text: string): number {
  return text.split(' ').filter((token) => token.trim() !== '').length;
}

/** The page's meta description: the first 33 characters of the stripped body. */
export const DESCRIPTION_LENGTH = 33;
export function describe(html: string): string {
  return Array.from(plainText(html)).slice(0, DESCRIPTION_LENGTH).join('');
}

/** How long a card's excerpt may be: about one line of a card, with room for the ellipsis to cut. */
export const EXCERPT_LENGTH = 160;

/**
 * The start of a plain text, cut at the last word boundary that fits, with an ellipsis when
 * anything was cut. For text already derived from HTML: it is not parsed again.
 */
export function shortened(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A card's excerpt: the start of the body's text, shortened. Headings and code are text like the rest. */
export function excerpt(html: string, max = EXCERPT_LENGTH): string {
  return shortened(plainText(html), max);
}

/** How long a link preview's description may be (`og:description`, `twitter:description`, JSON-LD): what a card shows. */
export const SHARE_DESCRIPTION_LENGTH = 160;

/**
 * A link preview's description: at most 160 characters with its ellipsis, ending on a word.
 * The page head's `<meta name="description">` keeps the spec's 33 (`describe`).
 */
export function shareDescription(html: string): string {
  return excerpt(html, SHARE_DESCRIPTION_LENGTH - 1);
}

/** Input that looks like an HTML tag pair (`<b>x</b>`): search ignores it (reader spec section 5). */
const HTML_TAG_PAIR = /<[a-z][\w-]*(\s[^<>]*)?>[\s\S]*<\/[a-z][\w-]*\s*>/i;
export function looksLikeTagPair(input: string): boolean {
  return HTML_TAG_PAIR.test(input);
}
