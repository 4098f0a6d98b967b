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

/** One block's text, and the block element that holds it (`''` for text outside any). */
export type TextBlock = { element: string; text: string };

/** Elements that never hold content: nothing closes them. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A comment, a hidden element with its content, or one tag (its name, and whether it closes). */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<(\/?)([a-zA-Z][\w:-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * The named references text meets: the five of XML, spaces and dashes, quotes, and the common
 * accented letters. Stored bodies carry only the first five (sanitize-html writes every other
 * character as itself); an unknown name stays as written.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  shy: '\u00ad',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  acirc: 'â',
  ecirc: 'ê',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  yuml: 'ÿ',
  atilde: 'ã',
  otilde: 'õ',
  ntilde: 'ñ',
  ccedil: 'ç',
  aring: 'å',
  aelig: 'æ',
  oslash: 'ø',
  szlig: 'ß',
};

/** Character references decoded once: `&amp;lt;` stays the text `&lt;`. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    // Names are case-sensitive (`&Eacute;` is not `&eacute;`); only the XML five are read in any case.
    return NAMED[code] ?? (/^(amp|lt|gt|quot|apos)$/i.test(code) ? NAMED[code.toLowerCase()] : undefined) ?? whole;
  });
}

/**
 * The text of an HTML fragment, block by block, as a browser shows it: read tag by tag (quoted
 * attributes may hold `>`), entities decoded once, white space folded, nothing between inline
 * elements, and no parser shipped to the browser for it. Text that looks like markup
 * (`&lt;button&gt;`) stays text.
 */
export function textBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const open: string[] = [];
  let text = '';
  const end = () => {
    const folded = text.replace(/\s+/g, ' ').trim();
    if (folded !== '') blocks.push({ element: [...open].reverse().find((name) => BLOCKS.has(name)) ?? '', text: folded });
    text = '';
  };
  let at = 0;
  for (const match of html.matchAll(MARKUP)) {
    text += decodeEntities(html.slice(at, match.index));
    at = match.index + match[0].length;
    const [, hidden, closing, tag] = match;
    if (hidden || !tag) continue;
    const name = tag.toLowerCase();
    if (closing) {
      if (BLOCKS.has(name)) end();
      const index = open.lastIndexOf(name);
      if (index >= 0) open.splice(index, 1);
    } else if (name === 'br') text += ' ';
    else {
      if (BLOCKS.has(name)) end();
      if (!VOID.has(name) && !match[0].endsWith('/>')) open.push(name);
    }
  }
  text += decodeEntities(html.slice(at));
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
