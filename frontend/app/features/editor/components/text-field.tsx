import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the field and read with it. */
  hint?: string;
  type?: 'text' | 'password';
  maxLength?: number;
  autoComplete?: string;
};

/** A labelled one-line field of the Write page. */
export function TextField({ id, label, hint, type = 'text', autoComplete = 'off', ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete={autoComplete} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
