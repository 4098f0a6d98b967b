import { Quill } from 'react-quill-new';
import { Delta, type DeltaLike } from './delta.client';

// Footnotes as they are stored (docs/decisions/0041): a reference in the text,
// `<sup class="footnote-ref" id="fnref-N"><a href="#fn-N">N</a></sup>`, and its
// note, a line of the list of notes at the end,
// `<ol class="footnotes"><li class="footnote" id="fn-N">…</li></ol>`. The
// reader's page adds the 'Notes' heading and the links back to the text.

type Constructor<T = object> = abstract new (...args: never[]) => T;
type DomBlot = { domNode: HTMLElement };
const imported = (path: string) => Quill.import(path) as unknown as Constructor<DomBlot> & { create(value?: unknown): HTMLElement };

const Embed = imported('blots/embed');
const Block = imported('blots/block');
const Container = imported('blots/container');

const REFERENCE_ID = /^fnref-([1-9]\d{0,2})$/;
const NOTE_ID = /^fn-([1-9]\d{0,2})$/;

/** A footnote's reference: its number, a link to its note. */
class FootnoteReference extends Embed {
  static blotName = 'footnote-ref';
  static tagName = 'SUP';
  static className = 'footnote-ref';

  static create(value: string): HTMLElement {
    const node = Embed.create.call(this, value);
    node.id = `fnref-${value}`;
    const link = document.createElement('a');
    link.href = `#fn-${value}`;
    link.textContent = value;
    node.append(link);
    return node;
  }

  static value(domNode: HTMLElement): string | undefined {
    return REFERENCE_ID.exec(domNode.id)?.[1];
  }

  html(): string {
    const number = FootnoteReference.value(this.domNode);
    return `<sup class="footnote-ref" id="fnref-${number}"><a href="#fn-${number}">${number}</a></sup>`;
  }
}

/** The list of notes. */
class Footnotes extends Container {
  static blotName = 'footnotes';
  static tagName = 'OL';
  static className = 'footnotes';
}

/** One note: a line of the list, its value the number of its reference. */
class Footnote extends Block {
  static blotName = 'footnote';
  static tagName = 'LI';
  static className = 'footnote';

  static create(value: string): HTMLElement {
    const node = Block.create.call(this, value);
    node.id = `fn-${value}`;
    // The editor shows the note's number from this (the stored note has none: the sanitiser drops it).
    node.dataset.note = value;
    return node;
  }

  static formats(domNode: HTMLElement): string | undefined {
    return NOTE_ID.exec(domNode.id)?.[1];
  }

  format(name: string, value: unknown) {
    if (name === Footnote.blotName && typeof value === 'string') {
      this.domNode.id = `fn-${value}`;
      this.domNode.dataset.note = value;
    } else (Block.prototype as unknown as { format(n: string, v: unknown): void }).format.call(this, name, value);
  }
}

/** Registers the footnote formats once (faithful-formats.client.ts calls it). */
export function registerFootnoteFormats() {
  (Footnotes as unknown as { allowedChildren: unknown[] }).allowedChildren = [Footnote];
  (Footnote as unknown as { requiredContainer: unknown }).requiredContainer = Footnotes;
  Quill.register({ 'formats/footnote-ref': FootnoteReference, 'formats/footnotes': Footnotes, 'formats/footnote': Footnote }, true);
}

/** The list of notes is an `<ol>`, but not a numbered list: Quill's list matcher marked its lines as one. */
function matchNotes(node: Node, delta: DeltaLike): DeltaLike {
  if (!(node as HTMLElement).classList.contains('footnotes')) return delta;
  return new Delta(
    delta.ops.map((op) => {
      if (op.attributes?.footnote === undefined) return op;
      const { list: _list, ...attributes } = op.attributes;
      return { ...op, attributes };
    }),
  );
}

export const FOOTNOTE_MATCHERS: [string, (node: Node, delta: DeltaLike) => DeltaLike][] = [['ol', matchNotes]];

/** The numbers of the footnotes in the editor: of their references and of their notes. */
export function footnoteNumbers(quill: Quill): number[] {
  return quill.getContents().ops.flatMap((op) => {
    const reference = op.insert && typeof op.insert === 'object' ? (op.insert as Record<string, unknown>)['footnote-ref'] : undefined;
    const note = op.attributes?.footnote;
    return [reference, note].filter((value) => value !== undefined).map(Number);
  });
}
