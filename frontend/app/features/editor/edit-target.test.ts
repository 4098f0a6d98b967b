import { describe, expect, it } from 'vitest';
import { parseEditTarget } from './edit-target';

describe('parseEditTarget', () => {
  it('reads the article the Articles list stored for editing', () => {
    expect(parseEditTarget('{"_id":"k3x9","href":"/calm"}')).toEqual({ id: 'k3x9', href: '/calm' });
  });

  it('is write mode for nothing stored, broken JSON or an article without an _id', () => {
    for (const stored of [null, '', 'oops', 'null', '{"href":"/calm"}', '{"_id":""}', '{"_id":42}']) {
      expect(parseEditTarget(stored)).toBeNull();
    }
  });
});
