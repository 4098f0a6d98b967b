import { PICTURE_SIZES } from '@blog/rules/picture';
import { ARTICLE_ALLOWLIST, sanitizeArticleHtml } from '@blog/rules/sanitize';
import * as fc from 'fast-check';
import { Quill } from 'react-quill-new';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAITHFUL_MATCHERS, registerFaithfulFormats } from './faithful-formats.client';
import { normaliseEditorHtml } from './normalise-html';

// The editor's round trip, as the Write page does it: a stored (sanitised) body is
// loaded into Quill through its clipboard, the owner maybe types a word, and
// Quill's semantic HTML is tidied and sanitised again when saved.

const TYPED = 'Zebra ';
let quill: Quill;

beforeAll(() => {
  registerFaithfulFormats();
  const host = document.createElement('div');
  document.body.append(host);
  quill = new Quill(host, { modules: { table: true, clipboard: { matchers: FAITHFUL_MATCHERS } } });
});

function roundTrip(stored: string, typeAWord: boolean): string {
  quill.setContents(quill.clipboard.convert({ html: stored }), 'api');
  if (typeAWord) {
    // Typed inside the first word of two letters or more, so it takes that word's formats.
    let index = 0;
    for (const op of quill.getContents().ops) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      if (typeof op.insert === 'string' && /\w\w/.test(op.insert)) {
        quill.insertText(index + op.insert.search(/\w\w/) + 1, TYPED, 'user');
        break;
      }
      index += length;
    }
  }
  return sanitizeArticleHtml(normaliseEditorHtml(quill.getSemanticHTML()));
}

// --- Structural comparison: blocks with their attributes, and inside them runs
// of text with the set of inline elements (and their attributes) around them.
const INLINE = new Set(['a', 'strong', 'em', 'u', 's', 'sub', 'sup', 'code']);
const ATOMS = new Set(['br', 'img']);
type Shape = { tag: string; attributes: Record<string, string>; children: (Shape | Run)[] };
type Run = { text?: string; atom?: string; attributes?: Record<string, string>; marks: string[] };

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(
    [...element.attributes]
      // A class list is a set: its order means nothing.
      .map(({ name, value }) => [name, name === 'class' ? value.split(/\s+/).sort().join(' ') : value] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function shapeOf(element: Element, marks: string[] = [], into?: (Shape | Run)[]): Shape {
  const shape: Shape = { tag: element.tagName.toLowerCase(), attributes: attributesOf(element), children: [] };
  const children = into ?? shape.children;
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replaceAll(TYPED, '');
      const last = children.at(-1);
      if (!text) continue;
      if (last && 'marks' in last && last.text !== undefined && last.marks.join() === marks.join()) last.text += text;
      else children.push({ text, marks });
    } else if (node instanceof Element) {
      const tag = node.tagName.toLowerCase();
      if (ATOMS.has(tag)) children.push({ atom: tag, attributes: attributesOf(node), marks });
      else if (INLINE.has(tag)) {
        const mark = `${tag}${JSON.stringify(attributesOf(node))}`;
        shapeOf(node, [...marks, mark].sort(), children);
      } else children.push(shapeOf(node));
    }
  }
  return shape;
}

function structure(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  return shapeOf(root);
}

// --- Documents made of the allowlist, nested as the editor writes them.
const word = fc.constantFrom('alpha', 'bravo', 'cedar', 'delta', 'ember', 'fjord');
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const attributes = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

const link = fc
  .record({
    href: fc.constantFrom('https://example.com/a', 'mailto:me@example.com', 'https://example.com/b?x=1&amp;y=2'),
    title: optional(fc.constantFrom('A title', 'More')),
    target: optional(fc.constantFrom('_blank', '_self')),
    rel: optional(fc.constantFrom('nofollow', 'noopener noreferrer', 'me')),
  })
  .map((a) => ['<a', attributes(a), '>', '</a>'] as const);
const language = fc.constantFrom('js', 'ts', 'css', 'bash', 'c++', 'c#');
const mark = fc.oneof(
  fc.constantFrom('strong', 'em', 'u', 's', 'sub', 'sup', 'code').map((tag) => [`<${tag}`, '', '>', `</${tag}>`] as const),
  language.map((name) => ['<code', ` class="language-${name}"`, '>', '</code>'] as const),
  link,
);
const run = fc
  .tuple(fc.uniqueArray(mark, { maxLength: 3, selector: ([open]) => (open === '<sup' ? '<sub' : open) }), text)
  .map(([marks, words]) => marks.reduce((inner, [open, attrs, close, end]) => `${open}${attrs}${close}${inner}${end}`, words));
const imageFromElsewhere = fc.record({
  src: fc.constantFrom('https://example.com/a.png', 'https://example.com/b.jpg'),
  alt: optional(fc.constantFrom('', 'A picture')),
  title: optional(fc.constant('Its title')),
  width: optional(fc.constantFrom('320', '640')),
  height: optional(fc.constant('200')),
  loading: optional(fc.constantFrom('lazy', 'eager')),
});
// A picture the owner uploaded (ADR 36): its widths, the site's one `sizes`, its size, lazy, its alt text.
const uploadedImage = fc.record({
  src: fc.constantFrom('/uploads/cat_0a1b2c3d4e-800.jpg', '/uploads/dog_5f6a7b8c9d-480.png'),
  srcset: optional(
    fc.constantFrom(
      '/uploads/cat_0a1b2c3d4e-480.webp 480w',
      '/uploads/cat_0a1b2c3d4e-480.webp 480w, /uploads/cat_0a1b2c3d4e-800.webp 800w',
    ),
  ),
  sizes: optional(fc.constant(PICTURE_SIZES)),
  width: optional(fc.constantFrom('800', '480')),
  height: optional(fc.constant('600')),
  loading: optional(fc.constant('lazy')),
  alt: optional(fc.constantFrom('', 'A cat asleep')),
});
const image = fc.oneof(imageFromElsewhere, uploadedImage).map((img) => `<img${attributes(img)}>`);
const noteNumber = fc.integer({ min: 1, max: 999 });
const footnoteReference = noteNumber.map((n) => `<sup class="footnote-ref" id="fnref-${n}"><a href="#fn-${n}">${n}</a></sup>`);
const inline = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: run },
      { weight: 1, arbitrary: image },
      { weight: 1, arbitrary: fc.constant('<br>') },
      { weight: 1, arbitrary: footnoteReference },
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((parts) => parts.join(' '))
  // A line break at either end of a line is no line break.
  .filter((html) => !html.startsWith('<br>') && !html.endsWith('<br>'));
const blockClass = fc
  .record({
    align: optional(fc.constantFrom('center', 'right', 'justify')),
    indent: optional(fc.integer({ min: 1, max: 8 })),
  })
  .map(({ align, indent }) => [align && `ql-align-${align}`, indent && `ql-indent-${indent}`].filter(Boolean).join(' '))
  .map((classes) => (classes ? ` class="${classes}"` : ''));
const textBlock = fc
  .tuple(fc.constantFrom('p', 'h1', 'h2', 'h3', 'h4', 'h5'), blockClass, inline)
  .map(([tag, classes, content]) => `<${tag}${classes}>${content}</${tag}>`);
const quote = inline.map((content) => `<blockquote>${content}</blockquote>`);
const codeLines = fc
  .array(fc.oneof(text, fc.constant('if (a < b && c > "d") {}')), { minLength: 1, maxLength: 3 })
  .map((lines) => lines.join('\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
const codeBlock = fc
  .tuple(fc.constantFrom('pre', 'code', 'language'), language, codeLines)
  .map(([kind, name, code]) =>
    kind === 'pre' ? `<pre>${code}</pre>` : `<pre><code${kind === 'language' ? ` class="language-${name}"` : ''}>${code}</code></pre>`,
  );
const list: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom('ol', 'ul'),
      fc.array(fc.tuple(inline, depth > 1 ? optional(list(depth - 1)) : fc.constant(undefined)), { minLength: 1, maxLength: 3 }),
    )
    .map(([tag, items]) => `<${tag}>${items.map(([content, nested]) => `<li>${content}${nested ?? ''}</li>`).join('')}</${tag}>`),
);
const figure = fc
  .tuple(image, optional(text))
  .map(([img, caption]) => `<figure>${img}${caption === undefined ? '' : `<figcaption>${caption}</figcaption>`}</figure>`);
// A table: header rows (<thead>, <th>) then body rows, every row as wide; a cell holds one line of text, or none.
const table = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }))
  .filter(([, head, body]) => head + body > 0)
  .chain(([columns, head, body]) => {
    const cell = fc.oneof({ weight: 4, arbitrary: inline }, { weight: 1, arbitrary: fc.constant('') });
    const row = (tag: string) =>
      fc
        .array(cell, { minLength: columns, maxLength: columns })
        .map((cells) => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`);
    const rows = (tag: string, count: number) => fc.array(row(tag), { minLength: count, maxLength: count }).map((all) => all.join(''));
    return fc
      .tuple(rows('th', head), rows('td', body))
      .map(([thead, tbody]) => `<table>${thead && `<thead>${thead}</thead>`}${tbody && `<tbody>${tbody}</tbody>`}</table>`);
  });
// The notes of the footnotes: one list, at the end of the text.
const footnotes = fc
  .array(fc.tuple(noteNumber, inline), { minLength: 1, maxLength: 3 })
  .map((notes) => `<ol class="footnotes">${notes.map(([n, note]) => `<li class="footnote" id="fn-${n}">${note}</li>`).join('')}</ol>`);
const block = fc.oneof(textBlock, quote, codeBlock, list(3), fc.constant('<hr>'), figure, table);
// Quill holds a code block, a list or a table as lines: two of the same kind side by side
// are one in the editor, as the writer sees them (docs/decisions/0035).
const document_ = fc
  .tuple(fc.array(block, { minLength: 1, maxLength: 5 }), optional(footnotes))
  .map(([blocks, notes]) => blocks.join('') + (notes ?? ''))
  .filter((html) => !/<\/(pre|ol|ul|table)><\1>|<\/pre><pre/.test(html));

describe('the editor keeps what was written', () => {
  it('keeps a code block’s language when a word is typed elsewhere (it became <pre data-language="plain">)', () => {
    const stored = '<p>See:</p><pre><code class="language-js">const a = 1;\nlet b;</code></pre>';
    expect(roundTrip(stored, true)).toBe(`<p>S${TYPED}ee:</p><pre><code class="language-js">const a = 1;\nlet b;</code></pre>`);
  });

  it.each([
    ['a link’s title, target and rel', '<p><a href="https://e.com" title="T" target="_self" rel="nofollow">e</a></p>'],
    ['a picture’s title and loading', '<p><img src="https://e.com/a.png" alt="A" title="T" width="10" height="20" loading="lazy"></p>'],
    [
      'an uploaded picture’s widths, sizes, size, loading and alt text',
      `<p><img src="/uploads/cat_0a1b2c3d4e-800.jpg" srcset="/uploads/cat_0a1b2c3d4e-480.webp 480w, /uploads/cat_0a1b2c3d4e-800.webp 800w" sizes="${PICTURE_SIZES}" width="800" height="600" loading="lazy" alt="A cat"></p>`,
    ],
    ['a figure and its caption', '<figure><img src="https://e.com/a.png" alt="A"><figcaption>Cap</figcaption></figure>'],
    ['a rule', '<p>a</p><hr><p>b</p>'],
    ['a line break inside a paragraph', '<p>one<br>two</p>'],
    ['a plain <pre>', '<pre>x &lt; y</pre>'],
    ['inline code with a language', '<p>Run <code class="language-bash">ls</code></p>'],
    [
      'a table with its header row and an empty cell',
      '<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td><strong>Ann</strong> b</td><td></td></tr></tbody></table>',
    ],
    [
      'a footnote’s reference and its note',
      '<p>A claim<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p><ol class="footnotes"><li class="footnote" id="fn-1">See <a href="https://e.com">e</a>.</li></ol>',
    ],
  ])('keeps %s unchanged', (_what, html) => {
    const stored = sanitizeArticleHtml(html);
    expect(structure(roundTrip(stored, false))).toEqual(structure(stored));
  });

  it('generates documents from every element and attribute of the allowlist', () => {
    const seen = new Map<string, Set<string>>();
    fc.assert(
      fc.property(document_, (html) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        for (const element of template.content.querySelectorAll('*')) {
          const names = seen.get(element.tagName.toLowerCase()) ?? new Set();
          for (const attribute of element.attributes) names.add(attribute.name);
          seen.set(element.tagName.toLowerCase(), names);
        }
      }),
      { numRuns: 400, seed: 35 },
    );
    expect([...seen.keys()].sort()).toEqual([...ARTICLE_ALLOWLIST.tags].sort());
    for (const [tag, names] of Object.entries(ARTICLE_ALLOWLIST.attributes)) {
      expect([...(seen.get(tag) ?? [])].sort(), tag).toEqual([...names].sort());
    }
  }, 30_000);

  it.each([false, true])(
    'round-trips any such document unchanged (a word typed: %s)',
    (typeAWord) => {
      fc.assert(
        fc.property(document_, (html) => {
          const stored = sanitizeArticleHtml(html);
          expect(structure(roundTrip(stored, typeAWord))).toEqual(structure(stored));
        }),
        { numRuns: 100 },
      );
    },
    60_000,
  );
});
