import sanitizeHtml from 'sanitize-html';
import { PICTURE_SIZES, isOwnSrcset, isOwnUpload } from './picture';

const BLOCK_CLASSES = [/^ql-align-(center|right|justify)$/, /^ql-indent-[1-8]$/];

/** A footnote's reference (`sup#fnref-N`) and its note (`li#fn-N`): the only ids a body may hold. */
export const FOOTNOTE_REFERENCE_ID = /^fnref-[1-9]\d{0,2}$/;
export const FOOTNOTE_ID = /^fn-[1-9]\d{0,2}$/;

/** Keeps an element's id only when it is one of the footnotes' own (no other id can clobber the page's). */
const keepIdMatching =
  (pattern: RegExp): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const { id, ...rest } = attribs;
    return { tagName, attribs: id !== undefined && pattern.test(id) ? { ...rest, id } : rest };
  };

/**
 * The allowlist of the editor's markup. Bodies pass through it when they are
 * stored and again before they are rendered, so a pasted script, event
 * handler or javascript: link never reaches a reader. It holds exactly what
 * the editor keeps through a load and save (docs/decisions/0035): `<b>` and
 * `<i>` become `<strong>` and `<em>`, and markup that means nothing to a
 * reader (a bare `<span>`, Quill's own list and code-block attributes) goes.
 * Tables and footnotes (docs/decisions/0041) add the table elements with no
 * attribute, and the footnotes' classes and ids, checked by their form.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'p',
    'br',
    'a',
    'strong',
    'em',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'img',
    'figure',
    'figcaption',
    'hr',
    'sub',
    'sup',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    sup: ['class', 'id'],
    ol: ['class'],
    li: ['class', 'id'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    h4: ['class'],
    h5: ['class'],
  },
  // Only the editor's own classes: alignment and indentation of a block, a code's language.
  allowedClasses: {
    p: BLOCK_CLASSES,
    h1: BLOCK_CLASSES,
    h2: BLOCK_CLASSES,
    h3: BLOCK_CLASSES,
    h4: BLOCK_CLASSES,
    h5: BLOCK_CLASSES,
    code: [/^language-[a-z0-9+#-]{1,20}$/],
    // Footnotes: a reference in the text, and the list of notes at the end.
    sup: ['footnote-ref'],
    ol: ['footnotes'],
    li: ['footnote'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: pictureAttributes(attribs) }),
    b: 'strong',
    i: 'em',
    sup: keepIdMatching(FOOTNOTE_REFERENCE_ID),
    li: keepIdMatching(FOOTNOTE_ID),
    a: (tagName, attribs) => {
      const external = attribs.target === '_blank';
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(external ? { rel: 'noopener noreferrer' } : {}),
        },
      };
    },
  },
};

/** The attributes of a picture the owner uploaded (docs/decisions/0036), in this order. */
const OWN_PICTURE_ATTRIBUTES = ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'alt'] as const;

/**
 * A picture from the site's own uploads keeps exactly its widths (`srcset` of own uploads, the
 * site's one `sizes`), its size, `loading` and `alt`; any other picture never has `srcset` or
 * `sizes`, so a body cannot make a reader's browser fetch from addresses its `src` does not show.
 */
function pictureAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (!isOwnUpload(attribs.src ?? '')) {
    return Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'srcset' && name !== 'sizes'));
  }
  const kept: sanitizeHtml.Attributes = {};
  for (const name of OWN_PICTURE_ATTRIBUTES) {
    const value = attribs[name];
    if (value === undefined) continue;
    if (name === 'srcset' && !isOwnSrcset(value)) continue;
    if (name === 'sizes' && value !== PICTURE_SIZES) continue;
    if (name === 'loading' && value !== 'lazy' && value !== 'eager') continue;
    if ((name === 'width' || name === 'height') && !/^[1-9]\d{0,4}$/.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

/** The elements and attributes a stored body may hold (the editor's round-trip test covers each). */
export const ARTICLE_ALLOWLIST: { readonly tags: readonly string[]; readonly attributes: Readonly<Record<string, readonly string[]>> } = {
  tags: OPTIONS.allowedTags as string[],
  attributes: OPTIONS.allowedAttributes as Record<string, string[]>,
};

export function sanitizeArticleHtml(html: string): string {
  // Quill writes non-breaking spaces between words; normalise them to plain spaces.
  return sanitizeHtml(html, OPTIONS).replace(/&nbsp;|\u00a0/g, ' ');
}
