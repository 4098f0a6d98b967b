import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, settle } from '~/test/render';
import type { Picture } from '../picture';
import { PICTURE_MESSAGES, PictureUploadDialog } from './picture-upload-dialog';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/upload-picture', () => ({ uploadPicture: upload }));

const PICTURE = { id: 1, src: '/uploads/a-480.jpg', srcset: '/uploads/a-480.webp 480w', width: 480, height: 320 } as Picture;
let onUploaded: ReturnType<typeof vi.fn<(picture: Picture, alt: string) => void>>;

async function open(file: File, purpose: 'body' | 'cover' = 'body') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => <PictureUploadDialog file={file} purpose={purpose} onUploaded={onUploaded} onClose={() => undefined} />,
    },
  ]);
  render(<Stub />);
  await settle();
}

const picture = (bytes = 10) => new File([new Uint8Array(bytes)], 'cat.png', { type: 'image/png' });
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  upload.mockReset();
  onUploaded = vi.fn();
});

describe('the picture’s upload dialog', () => {
  it('asks for the alt text before anything is sent', async () => {
    await open(picture());
    click('Upload and insert');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(PICTURE_MESSAGES.altMissing);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with the alt text, shows the progress, and hands the stored picture on', async () => {
    let progress: (fraction: number) => void = () => undefined;
    let finish: (value: unknown) => void = () => undefined;
    upload.mockImplementation((_key: string, _file: File, _alt: string, onProgress: (fraction: number) => void) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await open(picture());
    act(() => fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: '  A cat  ' } }));
    click('Upload and insert');
    await settle();
    expect(upload).toHaveBeenCalledWith('demo', expect.any(File), 'A cat', expect.any(Function), expect.any(AbortSignal));
    act(() => progress(0.4));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    await act(async () => finish({ ok: true, picture: PICTURE }));
    expect(onUploaded).toHaveBeenCalledWith(PICTURE, 'A cat');
  });

  it('shows the site’s refusal in words and inserts nothing', async () => {
    upload.mockResolvedValue({ ok: false, message: 'picture: “cat.png” is named like a picture but is not one' });
    await open(picture());
    act(() => fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A cat' } }));
    click('Upload and insert');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('picture: “cat.png” is named like a picture but is not one');
    expect(onUploaded).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Upload and insert' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says at once that a file over 10 MB is too large, and a cover asks for no alt text', async () => {
    await open(picture(10 * 1024 * 1024 + 1), 'cover');
    expect(screen.getByRole('alert').textContent).toBe(PICTURE_MESSAGES.tooLarge);
    expect(screen.queryByLabelText('Alt text')).toBeNull();
    click('Upload');
    await settle();
    expect(upload).not.toHaveBeenCalled();
  });
});
