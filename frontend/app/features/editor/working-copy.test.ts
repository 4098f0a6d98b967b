import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from './article-fields';
import { adoptNewWork, isNewWork, newWorkKey, renewNewWork, workingCopyOf } from './working-copy';

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

describe('workingCopyOf', () => {
  const copy = { reference: 'new-0123456789abcdef', revision: 3, savedAt: '2026-11-24T09:42:00.000Z', fields: EMPTY_FIELDS };

  it('keeps a copy the Write page can hold', () => {
    expect(workingCopyOf(copy)).toEqual(copy);
    expect(workingCopyOf({ ...copy, fields: { ...EMPTY_FIELDS, category: 'Coding' } })?.fields.category).toBe('Coding');
  });

  it.each([
    ['nothing', null],
    ['no revision', { ...copy, revision: '3' }],
    ['fields that are not text', { ...copy, fields: { ...EMPTY_FIELDS, title: 7 } }],
    ['an unknown category', { ...copy, fields: { ...EMPTY_FIELDS, category: 'Poetry' } }],
    ['no fields', { ...copy, fields: null }],
  ])('refuses %s', (_label, value) => {
    expect(workingCopyOf(value)).toBeNull();
  });
});
