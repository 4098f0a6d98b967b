import { fireEvent, screen } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render';
import { CoverPreview, PREVIEW_DELAY_MS } from './cover-preview';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The picture line as the Write page holds it. */
function PictureLine({ initial = '' }: { initial?: string }) {
  const [line, setLine] = useState(initial);
  return (
    <>
      <label htmlFor="picture">Picture</label>
      <input id="picture" value={line} onChange={(event) => setLine(event.target.value)} />
      <CoverPreview pictureLine={line} />
    </>
  );
}

const type = async (text: string) => {
  fireEvent.change(screen.getByLabelText('Picture'), { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
};
const picture = () => screen.getByRole('img', { name: 'Cover preview' });

describe('CoverPreview', () => {
  it('shows the picture of the address under the field, with its photo source, once typing rests', async () => {
    render(<PictureLine />);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(screen.getByLabelText('Picture'), { target: { value: 'https://img.example.org/cover.jpg Unsplash' } });
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(picture()).toHaveAttribute('src', 'https://img.example.org/cover.jpg');
    expect(screen.getByText('Photo: Unsplash')).toBeInTheDocument();
    fireEvent.load(picture());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns, unmissably, when the address does not load; a new address starts afresh', async () => {
    render(<PictureLine initial="https://img.example.org/typo.jpg Unsplash" />);
    fireEvent.error(picture());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This picture does not load. Readers would see a broken picture: check the address. You can still save.',
    );
    // An empty frame in place of the browser's broken-picture glyph.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No picture')).toBeInTheDocument();
    await type('https://img.example.org/cover.jpg Unsplash');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.load(picture());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the cause when an http:// picture from another site is refused', async () => {
    render(<PictureLine initial="http://img.example.org/cover.jpg Unsplash" />);
    fireEvent.error(picture());
    expect(screen.getByRole('alert')).toHaveTextContent('(a picture from another site needs https://)');
  });

  it('asks for an http(s) address instead of previewing anything else', async () => {
    render(<PictureLine />);
    await type('cover.jpg Unsplash');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText("The preview shows once the line starts with the picture's http(s) address.")).toBeInTheDocument();
    await type('https://img.example.org/cover.jpg');
    expect(screen.getByText('No photo source yet: add it after a space.')).toBeInTheDocument();
  });
});
