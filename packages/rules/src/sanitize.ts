import sanitizeHtml from 'sanitize-html';

const BLOCK_CLASSES = [/^ql-align-(center|right|justify)$/, /^ql-indent-[1-8]$/];

/**
 * The allowlist of the editor's markup. Bodies pass through it when they are
 * stored and again before they are rendered, so a pasted script, event
 * handler or javascript: link never reaches a reader. It holds exactly what
 * the editor keeps through a load and save (docs/decisions/0035): `<b>` and
 * `<i>` become `<strong>` and `<em>`, and markup that means nothing to a
 * reader (a bare `<span>`, Quill's own list and code-block attributes) goes.
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
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
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
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

/** The elements and attributes a stored body may hold (the editor's round-trip test covers each). */
export const ARTICLE_ALLOWLIST: { readonly tags: readonly string[]; readonly attributes: Readonly<Record<string, readonly string[]>> } = {
  tags: OPTIONS.allowedTags as string[],
  attributes: OPTIONS.allowedAttributes as Record<string, string[]>,
};

export function sanitizeArticleHtml(html: string): string {
  // Quill writes non-breaking spaces between words; normalise them to plain spaces.
  return sanitizeHtml(html, OPTIONS).replace(/&nbsp;|\u00a0/g, ' ');
}
