import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from './article-fields';
import { copyKey, isNewerThan, readCopy, removeCopy, writeCopy } from './local-copy';

afterEach(() => window.localStorage.clear());

const fields = { ...EMPTY_FIELDS, title: 'Tea first', body: '<p>Steam</p>' };

describe('local copy of the Write page', () => {
  it('has one key for a new article and one per edited article', () => {
    expect(copyKey(null)).toBe('editor-copy:write');
    expect(copyKey('k3x9')).toBe('editor-copy:edit:k3x9');
  });

  it('writes, reads back and removes a copy', () => {
    expect(writeCopy('editor-copy:write', fields, 1000)).toBe(true);
    expect(readCopy('editor-copy:write')).toEqual({ savedAt: 1000, fields });
    removeCopy('editor-copy:write');
    expect(readCopy('editor-copy:write')).toBeNull();
  });

  it('keeps whether the writer chose a category: a copy without a choice comes back without one', () => {
    writeCopy('editor-copy:write', { ...fields, category: null }, 1);
    expect(readCopy('editor-copy:write')?.fields.category).toBeNull();
    writeCopy('editor-copy:write', { ...fields, category: 'Coding' }, 2);
    expect(readCopy('editor-copy:write')?.fields.category).toBe('Coding');
  });

  it('ignores anything in the key that is not a copy this page wrote', () => {
    for (const stored of [
      'not json',
      '{"savedAt":"yesterday","fields":{}}',
      JSON.stringify({ savedAt: 1, fields: { ...fields, category: 'Cooking' } }),
      JSON.stringify({ savedAt: 1, fields: { title: 'x' } }),
    ]) {
      window.localStorage.setItem('editor-copy:write', stored);
      expect(readCopy('editor-copy:write')).toBeNull();
    }
  });

  it('is restored over a loaded article only when written after the article last changed', () => {
    const copy = { savedAt: Date.parse('2026-04-02T10:00:00.000Z'), fields };
    expect(isNewerThan(copy, '2026-04-02T09:59:59.000Z')).toBe(true);
    expect(isNewerThan(copy, '2026-04-02T10:00:01.000Z')).toBe(false);
    expect(isNewerThan(copy, undefined)).toBe(true);
  });
});
