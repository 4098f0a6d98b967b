import { describe, expect, it } from 'vitest';
import { publishedOn } from './published';

const createdAt = '2026-11-24T08:15:00.000Z';

describe('publishedOn', () => {
  it("gives the owner's display date, as the card does, and its day for machines", () => {
    expect(publishedOn({ displayDate: 'January 5, 2020', createdAt })).toEqual({ text: 'January 5, 2020', dateTime: '2020-01-05' });
  });

  it('gives the creation day without a display date, and the creation time for a text that names no day', () => {
    expect(publishedOn({ displayDate: ' ', createdAt })).toEqual({ text: 'November 24, 2026', dateTime: createdAt });
    expect(publishedOn({ displayDate: 'Spring 2020', createdAt })).toEqual({ text: 'Spring 2020', dateTime: createdAt });
  });
});
