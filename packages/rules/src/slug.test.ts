import { describe, expect, it } from 'vitest';
import { hrefOf } from './slug';

describe('hrefOf', () => {
  it('lowercases, drops commas, turns spaces to hyphens, adds a leading slash', () => {
    expect(hrefOf('Sleep, Light and Mood')).toBe('/sleep-light-and-mood');
  });

  it('folds runs of spaces and trims', () => {
    expect(hrefOf('  Two   spaces  ')).toBe('/two-spaces');
  });

  it('drops characters that would break a path', () => {
    expect(hrefOf('What is API? A/B tests #1')).toBe('/what-is-api-ab-tests-1');
    expect(hrefOf("Rowan's notes")).toBe('/rowans-notes');
  });

  it('keeps letters beyond ASCII', () => {
    expect(hrefOf('Café Über')).toBe('/café-über');
  });
});
