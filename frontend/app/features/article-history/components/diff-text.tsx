import type { DiffPart } from '../word-diff';

/** A word difference as text: removed words struck through in <del>, added ones underlined in <ins>. */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'ins' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'del' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
