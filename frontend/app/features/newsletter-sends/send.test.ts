import { describe, expect, it } from 'vitest';
import { timeUntil } from './send';

describe('how long until an e-mail leaves', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('counts whole minutes up, then hours and minutes', () => {
    expect(timeUntil('2026-11-24T10:04:10Z', now)).toBe('in 5 min');
    expect(timeUntil('2026-11-24T10:00:30Z', now)).toBe('in 1 min');
    expect(timeUntil('2026-11-24T11:00:00Z', now)).toBe('in 1 h');
    expect(timeUntil('2026-11-24T11:05:00Z', now)).toBe('in 1 h 5 min');
  });
  it("says 'now' once the time is reached", () => {
    expect(timeUntil('2026-11-24T10:00:00Z', now)).toBe('now');
    expect(timeUntil('2026-11-24T09:59:00Z', now)).toBe('now');
  });
});
