import image from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard } from './render-share-card.server';

const card = { title: 'Better Sleep Starts Before Bedtime', section: 'Health', author: 'Rowan Ellis', brand: 'Notes from the Desk' };

describe('renderShareCard', () => {
  it('draws a 1200x630 PNG', async () => {
    const meta = await image(await renderShareCard(card)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('draws the title: another title is another picture', async () => {
    const [one, other] = await Promise.all([renderShareCard(card), renderShareCard({ ...card, title: 'Eyes at the Screen' })]);
    expect(one.equals(other)).toBe(false);
  });

  it('takes any title as text, never as markup, and fits a very long one', async () => {
    for (const title of ['<span foreground="red">A & B</span> <b>', 'Words '.repeat(60)]) {
      const meta = await image(await renderShareCard({ ...card, title })).metadata();
      expect(meta).toMatchObject({ width: 1200, height: 630 });
    }
  });
});
