import { useRef, useState } from 'react';
import '~/styles/pictures.css';
import { type Picture, pictureLineWith } from '../picture';
import { PictureFileInput } from './picture-file-input';
import { PictureLibraryDialog } from './picture-library-dialog';
import { PictureUploadDialog } from './picture-upload-dialog';

type Props = { pictureLine: string; onPictureLine: (line: string) => void; disabled?: boolean };

/**
 * "Upload" and "Choose from library" beside the cover's picture line: either puts the picture's
 * http(s) address first on the line and keeps the photo source after it (the spec's format).
 */
export function CoverPictureTools({ pictureLine, onPictureLine, disabled }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [choosing, setChoosing] = useState(false);

  function use(picture: Picture) {
    onPictureLine(pictureLineWith(pictureLine, picture.cover));
    setFile(null);
    setChoosing(false);
  }

  return (
    <div className="cover-picture-tools">
      <PictureFileInput ref={fileInput} label="Cover picture file" onFile={setFile} />
      <button type="button" className="button secondary" disabled={disabled} onClick={() => fileInput.current?.click()}>
        Upload
      </button>
      <button type="button" className="button secondary" disabled={disabled} onClick={() => setChoosing(true)}>
        Choose from library
      </button>
      {file && <PictureUploadDialog file={file} purpose="cover" onUploaded={use} onClose={() => setFile(null)} />}
      {choosing && <PictureLibraryDialog onChoose={use} onClose={() => setChoosing(false)} />}
    </div>
  );
}
