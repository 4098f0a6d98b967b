import type { Ref } from 'react';
import { ACCEPTED_TYPES } from '../picture';

type Props = { ref: Ref<HTMLInputElement>; label: string; onFile: (file: File) => void };

/** A hidden chooser of one picture file, opened by a button's click; the same file can be chosen again. */
export function PictureFileInput({ ref, label, onFile }: Props) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_TYPES}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
