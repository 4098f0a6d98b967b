import type { Quill } from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeLanguageAt, insertRule, setCodeLanguage, toggleCodeBlock } from './editor-tools.client';
import { newEditor, prepareQuill } from './test-editor.client';

let quill: Quill;
const load = (html: string) => quill.setContents(quill.clipboard.convert({ html }), 'api');

beforeAll(() => {
  prepareQuill();
});

beforeEach(() => {
  quill = newEditor();
});

describe('the block tools', () => {
  it('inserts a horizontal rule at the cursor', () => {
    load('<p>One</p><p>Two</p>');
    quill.setSelection(4, 0, 'api');
    insertRule(quill);
    expect(quill.getSemanticHTML()).toBe('<p>One</p><hr><p>Two</p>');
    expect(quill.getSelection()).toEqual({ index: 5, length: 0 });
  });

  it('turns lines into a code block with no language, and back', () => {
    load('<p>let a;</p>');
    quill.setSelection(2, 0, 'api');
    toggleCodeBlock(quill);
    expect(quill.getSemanticHTML()).toBe('<pre><code>let a;</code></pre>');
    toggleCodeBlock(quill);
    expect(quill.getSemanticHTML()).toBe('<p>let&nbsp;a;</p>');
  });

  it('names the language of the code block at the cursor, and reads it back', () => {
    load('<p>Intro</p><pre><code>let a;\nlet b;</code></pre>');
    const inCode = { index: 8, length: 0 };
    expect(codeLanguageAt(quill, { index: 1, length: 0 })).toBeNull();
    expect(codeLanguageAt(quill, inCode)).toBe('_');
    setCodeLanguage(quill, inCode, 'ts');
    expect(codeLanguageAt(quill, inCode)).toBe('ts');
    expect(quill.getSemanticHTML()).toBe('<p>Intro</p><pre><code class="language-ts">let a;\nlet b;</code></pre>');
    // Outside a code block it changes nothing.
    setCodeLanguage(quill, { index: 1, length: 0 }, 'ts');
    expect(quill.getSemanticHTML()).toContain('<p>Intro</p>');
  });
});
