/** Plain text of an HTML fragment: tags removed, entities decoded, white space folded. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
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
 * A card's excerpt: the start of the stripped body, cut at the last word boundary that fits,
 * with an ellipsis when anything was cut. Headings and code are text like the rest.
 */
export function excerpt(html: string, max = EXCERPT_LENGTH): string {
  const characters = Array.from(plainText(html));
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
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
