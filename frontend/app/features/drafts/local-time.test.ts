import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputOf } from './local-time';

describe('the publish time field', () => {
  it('holds an instant as local YYYY-MM-DDTHH:mm and reads it back to the minute', () => {
    const instant = new Date(2026, 10, 25, 9, 5, 42);
    expect(localInputOf(instant)).toBe('2026-11-25T09:05');
    expect(instantOfLocalInput('2026-11-25T09:05')?.getTime()).toBe(new Date(2026, 10, 25, 9, 5).getTime());
  });

  it('reads nothing from a value that names no time', () => {
    for (const value of ['', 'tomorrow', '2026-11-25', '2026-13-45T99:99', '2026-11-25T09:05Z'])
      expect(instantOfLocalInput(value), value).toBeNull();
  });
});
