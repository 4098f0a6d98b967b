import { describe, expect, it } from 'vitest';
import { presentBlocks } from './reader-blocks';

describe('presentBlocks', () => {
  it('puts each table in a box of its own that scrolls sideways', () => {
    expect(
      presentBlocks('<p>a</p><table><thead><tr><th>x</th></tr></thead></table><table><tbody><tr><td>y</td></tr></tbody></table>'),
    ).toBe(
      '<p>a</p><div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><thead><tr><th>x</th></tr></thead></table></div>' +
        '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tbody><tr><td>y</td></tr></tbody></table></div>',
    );
  });

  it('lists the notes under a Notes heading, numbered as their references, with links back', () => {
    const html =
      '<p>A<sup class="footnote-ref" id="fnref-2"><a href="#fn-2">2</a></sup></p><ol class="footnotes"><li class="footnote" id="fn-2">Two <em>b</em>.</li></ol>';
    expect(presentBlocks(html)).toBe(
      '<p>A<sup class="footnote-ref" id="fnref-2"><a href="#fn-2">2</a></sup></p>' +
        '<section class="footnotes" aria-labelledby="notes"><h2 id="notes">Notes</h2><ol class="footnotes">' +
        '<li class="footnote" id="fn-2" value="2">Two <em>b</em>. <a class="footnote-back" href="#fnref-2" aria-label="Back to reference 2">↩\ufe0e</a></li></ol></section>',
    );
  });

  it('leaves a body with neither as it is', () => {
    const html = '<p>Plain <sup>2</sup></p><ol><li>one</li></ol>';
    expect(presentBlocks(html)).toBe(html);
  });
});
