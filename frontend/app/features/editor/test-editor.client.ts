import { Quill } from 'react-quill-new';
import { FAITHFUL_MATCHERS, registerFaithfulFormats } from './faithful-formats.client';

// The editor's unit tests run the real Quill in jsdom: these set it up as the Write page does.

/** Once per test file: jsdom lays nothing out, and Quill measures the selection to scroll it into view. */
export function prepareQuill() {
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  registerFaithfulFormats();
}

/** A new editor on the page (emptied after every test), with the Write page's clipboard matchers and table module. */
export function newEditor(modules: Record<string, unknown> = {}): Quill {
  const host = document.createElement('div');
  document.body.append(host);
  return new Quill(host, { modules: { table: true, clipboard: { matchers: FAITHFUL_MATCHERS }, ...modules } });
}
