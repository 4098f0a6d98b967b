import { beforeEach, describe, expect, it } from 'vitest';
import { adoptNewWork, isNewWork, newWorkKey, renewNewWork } from './working-copy';

beforeEach(() => window.localStorage.clear());

describe('the key of a new piece of work', () => {
  it('is made once, 128 random bits, and kept across reloads until renewed or adopted', () => {
    const first = newWorkKey();
    expect(first).toMatch(/^new-[0-9a-f]{32}$/);
    expect(isNewWork(first)).toBe(true);
    expect(newWorkKey()).toBe(first);
    const next = renewNewWork();
    expect(next).not.toBe(first);
    expect(newWorkKey()).toBe(next);
    adoptNewWork('new-0123456789abcdef');
    expect(newWorkKey()).toBe('new-0123456789abcdef');
  });

  it('is made afresh when what is stored is not one', () => {
    window.localStorage.setItem('editor-work:new', '../../etc');
    expect(newWorkKey()).toMatch(/^new-[0-9a-f]{32}$/);
  });
});
