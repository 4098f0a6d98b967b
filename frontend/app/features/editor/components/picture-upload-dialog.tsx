import { ALT_MAX_LENGTH, PICTURE_MAX_BYTES } from '@blog/rules/picture';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSiteConfig } from '~/lib/site-config';
import '~/styles/pictures.css';
import { uploadPicture } from '../api/upload-picture';
import type { Picture } from '../picture';

type Props = {
  file: File;
  /** A body picture asks for its alt text (required); the cover's picture does not. */
  purpose: 'body' | 'cover';
  onUploaded: (picture: Picture, alt: string) => void;
  onClose: () => void;
};

export const PICTURE_MESSAGES = {
  altMissing: 'Describe the picture for readers who cannot see it (the alt text is required).',
  tooLarge: `This file is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB: make it smaller, then upload it again.`,
} as const;

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The picture's upload, in a modal dialog: the picture as chosen, its alt text (for a body
 * picture), the upload's progress, and the site's refusal in words. Nothing is inserted or
 * changed until the CMS has stored the picture; Cancel stops an upload under way.
 */
export function PictureUploadDialog({ file, purpose, onUploaded, onClose }: Props) {
  const { siteKey } = useSiteConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const altField = useRef<HTMLTextAreaElement>(null);
  const uploading = useRef<AbortController | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState(file.size > PICTURE_MAX_BYTES ? PICTURE_MESSAGES.tooLarge : '');
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  const ids = useId();

  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (!panel.open) panel.showModal();
    altField.current?.focus();
    return () => {
      uploading.current?.abort();
      panel.close();
    };
  }, []);

  async function submit() {
    if (uploading.current) return;
    if (file.size > PICTURE_MAX_BYTES) return setMessage(PICTURE_MESSAGES.tooLarge);
    const text = alt.trim();
    if (purpose === 'body' && text === '') {
      altField.current?.focus();
      return setMessage(PICTURE_MESSAGES.altMissing);
    }
    const controller = new AbortController();
    uploading.current = controller;
    setMessage('');
    setProgress(0);
    const outcome = await uploadPicture(siteKey, file, text, setProgress, controller.signal);
    uploading.current = null;
    if (controller.signal.aborted) return;
    if (!outcome.ok) {
      setProgress(null);
      return setMessage(outcome.message);
    }
    onUploaded(outcome.picture, text);
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <dialog
      ref={dialog}
      className="owner-panel picture-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${ids}-title`}>{purpose === 'body' ? 'Add a picture' : 'Upload a cover'}</h2>
      {/* No <form>: the dialog sits inside the article's form, and a form in a form would post that one. */}
      <div className="picture-dialog-body">
        <figure className="picture-dialog-preview">
          <img src={preview} alt="" />
          <figcaption>
            <span className="picture-dialog-name">{file.name}</span> <span className="muted">{sizeInWords(file.size)}</span>
          </figcaption>
        </figure>
        {purpose === 'body' && (
          <>
            <label htmlFor={`${ids}-alt`}>Alt text</label>
            <textarea
              ref={altField}
              id={`${ids}-alt`}
              rows={2}
              required
              maxLength={ALT_MAX_LENGTH}
              aria-describedby={`${ids}-alt-hint`}
              value={alt}
              disabled={busy}
              onChange={(event) => setAlt(event.target.value)}
            />
            <span id={`${ids}-alt-hint`} className="field-hint">
              What the picture shows, for readers who cannot see it. Up to {ALT_MAX_LENGTH} characters.
            </span>
          </>
        )}
        {busy && (
          <div className="picture-dialog-progress">
            <progress max={100} value={percent} aria-label="Upload progress">
              {percent}%
            </progress>
            <span aria-live="polite">{percent < 100 ? `Uploading… ${percent}%` : 'Making the sizes readers get…'}</span>
          </div>
        )}
        <p role="alert" className="form-status picture-dialog-error">
          {message}
        </p>
        <div className="picture-panel-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
            {purpose === 'body' ? 'Upload and insert' : 'Upload'}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
