// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_TAG } from '@blog/rules/content-tags';
import { noteReads, readsOf } from './page-reads.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('readsOf', () => {
  it('gathers what each render read, across awaits, apart from a render running beside it', async () => {
    const one = readsOf(async () => {
      noteReads(['flags']);
      await tick();
      noteReads(['article:a', 'flags']);
      return 'one';
    });
    const two = readsOf(async () => {
      await tick();
      noteReads(['quote']);
      return 'two';
    });
    expect(await one).toEqual({ result: 'one', tags: ['flags', 'article:a'] });
    expect(await two).toEqual({ result: 'two', tags: ['quote'] });
  });

  it('takes a render that said nothing to depend on every write, and notes nothing outside a render', async () => {
    noteReads(['flags']);
    expect(await readsOf(async () => 1)).toEqual({ result: 1, tags: [CONTENT_TAG] });
  });
});
