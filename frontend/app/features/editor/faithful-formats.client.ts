import { Quill } from 'react-quill-new';
import { Delta, type DeltaLike } from './delta.client';
import { FOOTNOTE_MATCHERS, registerFootnoteFormats } from './footnote-formats.client';
import { TABLE_MATCHERS, registerTableFormats } from './table-formats.client';

// Quill's own formats drop or rewrite parts of the stored HTML: a code block's
// language, a link's title and target, a picture's title and loading, rules,
// figures and line breaks. These formats hold every element and attribute of
// the sanitiser's allowlist, so loading a body and saving it changes nothing
// the writer did not change (docs/decisions/0035). Client-only: Quill needs `document`.

type Constructor<T = object> = abstract new (...args: never[]) => T;
type DomBlot = { domNode: HTMLElement };
type BlotClass = Constructor<DomBlot> & {
  create(value?: unknown): HTMLElement;
  formats(domNode: HTMLElement, scroll?: unknown): unknown;
  sanitize?(url: string): string;
};

const imported = (path: string) => Quill.import(path) as unknown as BlotClass;

/** A code block with no language keeps its plain `<pre>` when its value is 'plain'; '_' marks `<pre><code>`. */
export const PLAIN = 'plain';
export const CODE_WITHOUT_LANGUAGE = '_';
const LANGUAGE_CLASS = /(?:^|\s)language-([a-z0-9+#-]{1,20})(?:\s|$)/;

function languageOfPre(pre: HTMLElement): string {
  const code = pre.firstElementChild?.tagName === 'CODE' ? pre.firstElementChild : null;
  if (!code) return PLAIN;
  return LANGUAGE_CLASS.exec(code.getAttribute('class') ?? '')?.[1] ?? CODE_WITHOUT_LANGUAGE;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const BaseCodeBlock = imported('formats/code-block');
const BaseCodeBlockContainer = imported('formats/code-block-container') as BlotClass & {
  allowedChildren?: unknown[];
};

class CodeBlockContainer extends (BaseCodeBlockContainer as unknown as Constructor<
  DomBlot & { children: { map<T>(fn: (child: DomBlot & { length(): number }) => T): T[]; head: DomBlot | null } }
>) {
  code(index: number, length: number): string {
    // textContent, not innerText: the editor may be hidden (source view) or in a test's DOM.
    return this.children
      .map((child) => (child.length() <= 1 ? '' : (child.domNode.textContent ?? '')))
      .join('\n')
      .slice(index, index + length);
  }

  html(index: number, length: number): string {
    const head = this.children.head;
    const language = head ? String(CodeBlock.formats(head.domNode)) : PLAIN;
    const code = escapeText(this.code(index, length));
    if (language === PLAIN) return `<pre>${code}</pre>`;
    if (language === CODE_WITHOUT_LANGUAGE) return `<pre><code>${code}</code></pre>`;
    return `<pre><code class="language-${language}">${code}</code></pre>`;
  }
}

class CodeBlock extends (BaseCodeBlock as unknown as Constructor<DomBlot>) {
  static formats(domNode: HTMLElement): string {
    // A pasted or loaded <pre> names its language on its <code>; the editor's own lines carry it as data-language.
    if (domNode.tagName === 'PRE') return languageOfPre(domNode);
    return domNode.getAttribute('data-language') || PLAIN;
  }
}

const BaseLink = imported('formats/link');

/** A link's attributes other than its address, kept as they were loaded. */
export type LinkValue = string | { href: string; title?: string; target?: string; rel?: string };
const LINK_EXTRAS = ['title', 'target', 'rel'] as const;

class Link extends (BaseLink as unknown as Constructor<DomBlot>) {
  static create(value: LinkValue): HTMLElement {
    if (typeof value === 'string') return BaseLink.create.call(this, value);
    // A link written in the editor opens in a new tab; a loaded one keeps exactly what it had.
    const node = BaseLink.create.call(this, value.href);
    for (const name of LINK_EXTRAS) {
      const attribute = value[name];
      if (attribute === undefined) node.removeAttribute(name);
      else node.setAttribute(name, attribute);
    }
    return node;
  }

  static formats(domNode: HTMLElement): LinkValue {
    const href = domNode.getAttribute('href') ?? '';
    const title = domNode.getAttribute('title');
    const target = domNode.getAttribute('target');
    const rel = domNode.getAttribute('rel');
    if (title === null && target === '_blank' && rel === 'noopener noreferrer') return href;
    return {
      href,
      ...(title === null ? {} : { title }),
      ...(target === null ? {} : { target }),
      ...(rel === null ? {} : { rel }),
    };
  }

  format(name: string, value: unknown) {
    // The tooltip edits the address alone: the link's other attributes stay.
    if (name === 'link' && value && typeof value === 'object') {
      const { href } = value as { href: string };
      (BaseLink.prototype as unknown as { format(n: string, v: unknown): void }).format.call(this, name, href);
      return;
    }
    (BaseLink.prototype as unknown as { format(n: string, v: unknown): void }).format.call(this, name, value);
  }
}

const BaseImage = imported('formats/image');
/** An uploaded picture's widths (`srcset`, `sizes`) come through too (docs/decisions/0036). */
export const IMAGE_ATTRIBUTES = ['alt', 'title', 'srcset', 'sizes', 'width', 'height', 'loading'] as const;

class Image extends (BaseImage as unknown as Constructor<DomBlot>) {
  static formats(domNode: HTMLElement): Record<string, string> {
    const formats: Record<string, string> = {};
    for (const name of IMAGE_ATTRIBUTES) {
      const value = domNode.getAttribute(name);
      if (value !== null) formats[name] = value;
    }
    return formats;
  }

  format(name: string, value: unknown) {
    if ((IMAGE_ATTRIBUTES as readonly string[]).includes(name)) {
      // alt="" is kept: it marks a picture that only decorates.
      if (value === false || value === null || value === undefined) this.domNode.removeAttribute(name);
      else this.domNode.setAttribute(name, String(value));
      return;
    }
    (BaseImage.prototype as unknown as { format(n: string, v: unknown): void }).format.call(this, name, value);
  }
}

const BaseCode = imported('formats/code');

/** Inline code keeps its language class (`<code class="language-js">` in a sentence). */
class InlineCode extends (BaseCode as unknown as Constructor<DomBlot>) {
  static create(value: unknown): HTMLElement {
    const node = BaseCode.create.call(this, value);
    if (typeof value === 'string') node.setAttribute('class', `language-${value}`);
    return node;
  }

  static formats(domNode: HTMLElement): string | true {
    return LANGUAGE_CLASS.exec(domNode.getAttribute('class') ?? '')?.[1] ?? true;
  }
}

const BlockEmbed = imported('blots/block/embed');

/** A horizontal rule: a break between sections. */
class Divider extends (BlockEmbed as unknown as Constructor<DomBlot>) {
  static blotName = 'divider';
  static tagName = 'HR';
}

/** A picture with its caption; the caption is text. */
export type FigureValue = { image: Record<string, string>; caption?: string };

class Figure extends (BlockEmbed as unknown as Constructor<DomBlot>) {
  static blotName = 'figure';
  static tagName = 'FIGURE';

  static create(value: FigureValue): HTMLElement {
    const node = document.createElement('figure');
    node.setAttribute('contenteditable', 'false');
    const image = document.createElement('img');
    image.setAttribute('src', (BaseImage.sanitize as (url: string) => string)(value.image.src ?? ''));
    for (const name of IMAGE_ATTRIBUTES) {
      const attribute = value.image[name];
      if (attribute !== undefined) image.setAttribute(name, attribute);
    }
    node.append(image);
    if (value.caption !== undefined) {
      const caption = document.createElement('figcaption');
      caption.textContent = value.caption;
      node.append(caption);
    }
    return node;
  }

  static value(domNode: HTMLElement): FigureValue {
    const image = domNode.querySelector('img');
    const caption = domNode.querySelector('figcaption');
    const attributes: Record<string, string> = {};
    if (image) {
      for (const name of ['src', ...IMAGE_ATTRIBUTES]) {
        const value = image.getAttribute(name);
        if (value !== null) attributes[name] = value;
      }
    }
    return { image: attributes, ...(caption ? { caption: caption.textContent ?? '' } : {}) };
  }

  html(): string {
    const clone = this.domNode.cloneNode(true) as HTMLElement;
    clone.removeAttribute('contenteditable');
    return clone.outerHTML;
  }
}

const Embed = imported('blots/embed');

/**
 * A line break inside a paragraph (`<br>`). Quill's own `<br>` is an empty
 * line's placeholder, so this one carries a class in the editor (Parchment
 * then finds it by its class and leaves bare `<br>`s to Quill) and none in the saved HTML.
 */
class SoftBreak extends (Embed as unknown as Constructor<DomBlot>) {
  static blotName = 'soft-break';
  static tagName = 'BR';
  static className = 'ql-soft-break';

  html(): string {
    return '<br>';
  }
}

let registered = false;

/** Registers the formats once, before the first editor starts. */
export function registerFaithfulFormats() {
  if (registered) return;
  registered = true;
  (CodeBlockContainer as unknown as { blotName: string }).blotName = 'code-block-container';
  (CodeBlockContainer as unknown as { allowedChildren: unknown[] }).allowedChildren = [CodeBlock];
  (CodeBlock as unknown as { requiredContainer: unknown }).requiredContainer = CodeBlockContainer;
  Quill.register(
    {
      'formats/code-block-container': CodeBlockContainer,
      'formats/code-block': CodeBlock,
      'formats/link': Link,
      'formats/image': Image,
      'formats/code': InlineCode,
      'formats/divider': Divider,
      'formats/figure': Figure,
      'formats/soft-break': SoftBreak,
    },
    true,
  );
  registerTableFormats();
  registerFootnoteFormats();
}

/**
 * A `<br>` with more of its line after it is a line break inside the
 * paragraph; Quill would otherwise start a new paragraph there.
 */
function matchLineBreak(node: Node, delta: DeltaLike): DeltaLike {
  let next = node.nextSibling;
  while (next && next.nodeType === Node.TEXT_NODE && !next.textContent?.trim()) next = next.nextSibling;
  if (!next || (next instanceof HTMLElement && next.tagName === 'BR' && !next.nextSibling)) return delta;
  return new Delta([{ insert: { 'soft-break': true } }]);
}

const LIST = new Set(['OL', 'UL']);

/**
 * A picture (or a footnote's reference) that is all the text of a list item before its
 * nested list: Quill would move it into the nested list's first item, so its line ends here.
 */
function matchEmbedBeforeList(node: Node, delta: DeltaLike): DeltaLike {
  const next = node.nextSibling;
  if (!(next instanceof HTMLElement) || !LIST.has(next.tagName)) return delta;
  return new Delta([...delta.ops, { insert: '\n' }]);
}

/** Clipboard matchers added to Quill's own: what it reads from loaded or pasted HTML. */
export const FAITHFUL_MATCHERS: [string, (node: Node, delta: DeltaLike) => DeltaLike][] = [
  ['br', matchLineBreak],
  ['img, sup.footnote-ref', matchEmbedBeforeList],
  ...TABLE_MATCHERS,
  ...FOOTNOTE_MATCHERS,
];
