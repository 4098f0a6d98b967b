import { describe, expect, it } from 'vitest';
import { nameFromCodes, nameToCodes } from './api/name-codes';
import { containerCount, filterEntries, missingField, searchReloads } from './rules';

const entries = [
  { id: 'a', name: 'GitHub', password: 'x' },
  { id: 'b', name: 'Mail (work)', password: 'y' },
  { id: 'c', name: 'gitlab', password: null },
];

describe('vault rules', () => {
  it('filters by name case-insensitively, and shows everything for one character or none', () => {
    expect(filterEntries(entries, 'GIT').map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(filterEntries(entries, 'hub').map((entry) => entry.id)).toEqual(['a']);
    expect(filterEntries(entries, ' mail ').map((entry) => entry.id)).toEqual(['b']);
    expect(filterEntries(entries, 'zz')).toEqual([]);
    expect(filterEntries(entries, 'z')).toEqual(entries);
    expect(filterEntries(entries, '')).toEqual(entries);
    expect([searchReloads(''), searchReloads('g'), searchReloads('gi')]).toEqual([true, true, false]);
  });

  it('names the first missing field', () => {
    expect(missingField('', '')).toBe('Application Name is required.');
    expect(missingField('   ', 'p')).toBe('Application Name is required.');
    expect(missingField('Mail', '')).toBe('Password is required.');
    expect(missingField('Mail', ' ')).toBeNull();
  });

  it('counts containers', () => {
    expect([0, 1, 3].map(containerCount)).toEqual(['0 containers', '1 container', '3 containers']);
  });

  it('sends names as UTF-16 character codes and reads them back', () => {
    expect(nameToCodes('Ab')).toEqual([65, 98]);
    expect(nameToCodes('🙂')).toEqual([0xd83d, 0xde42]);
    for (const name of ['Zoë 東京 🙂', '', 'a"b<c>']) expect(nameFromCodes(nameToCodes(name))).toBe(name);
  });
});
