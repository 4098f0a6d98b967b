import { useEffect, useId, useRef, useState } from 'react';
import { useSiteConfig } from '~/lib/site-config';
import '~/styles/pictures.css';
import { usePictures } from '../api/list-pictures';
import type { Picture } from '../picture';

type Props = { onChoose: (picture: Picture) => void; onClose: () => void };

/** The media library's pictures, newest first, to choose the cover from: a grid a page at a time. */
export function PictureLibraryDialog({ onChoose, onClose }: Props) {
  const { siteKey } = useSiteConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = usePictures(siteKey, page);
  const ids = useId();

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (!panel.open) panel.showModal();
    return () => panel.close();
  }, []);

  const pageCount = data?.meta.pagination.pageCount ?? 1;
  return (
    <dialog
      ref={dialog}
      className="owner-panel picture-library"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${ids}-title`}>Choose from library</h2>
      {isLoading && <p className="muted">Loading</p>}
      {error && !data && (
        <p role="alert" className="form-status">
          The library could not be loaded: {error.message}
        </p>
      )}
      {data && data.data.length === 0 && <p className="muted">No pictures yet: upload one first.</p>}
      {data && data.data.length > 0 && (
        <ul className="picture-library-grid">
          {data.data.map((picture) => (
            <li key={picture.id}>
              <button type="button" className="picture-library-item" onClick={() => onChoose(picture)}>
                <img src={picture.thumbnail} alt="" width={picture.width} height={picture.height} loading="lazy" />
                <span className="picture-library-name">{picture.name}</span>
                <span className="visually-hidden">{picture.alt ? `: ${picture.alt}` : ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="picture-panel-actions picture-library-actions">
        {pageCount > 1 && (
          <>
            <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <span className="muted">
              Page {page} of {pageCount}
            </span>
            <button type="button" className="button secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </>
        )}
        <button type="button" className="button secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
