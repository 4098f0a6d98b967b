import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of the editor's markup. Bodies pass through it when they are
 * stored and again before they are rendered, so a pasted script, event
 * handler or javascript: link never reaches a reader.
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
    'b',
    'em',
    'i',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'span',
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
    pre: ['class', 'spellcheck'],
    p: ['class'],
    li: ['class', 'data-list'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    h4: ['class'],
    h5: ['class'],
  },
  // Only the editor's own classes: alignment, indentation, code languages.
  allowedClasses: {
    '*': [/^ql-align-(center|right|justify)$/, /^ql-indent-[1-8]$/, 'ql-syntax', /^language-[a-z0-9+#-]{1,20}$/],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
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

export function sanitizeArticleHtml(html: string): string {
  // Quill writes non-breaking spaces between words; normalise them to plain spaces.
  return sanitizeHtml(html, OPTIONS).replace(/&nbsp;|\u00a0/g, ' ');
}
