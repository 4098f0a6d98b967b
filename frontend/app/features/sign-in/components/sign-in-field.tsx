import type { InputHTMLAttributes } from 'react';
import type { SignInField as Name } from '../rules';

type Props = {
  name: Name;
  label: string;
  /** The spec's message for this field, shown beside it; empty when there is none. */
  error: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder' | 'spellCheck' | 'inputMode'>;

/** One labelled field of the sign-in card, with its message right under it. */
export function SignInField({ name, label, error, ...input }: Props) {
  const id = `sign-in-${name}`;
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
