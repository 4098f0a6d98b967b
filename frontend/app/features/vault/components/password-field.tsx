import { useId, useState } from 'react';
import { PASSWORD_MAX } from '../rules';

/** A required password input with a button that shows or hides what is typed. */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="vault-field">
      <label htmlFor={id}>Password</label>
      <div className="vault-password">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          maxLength={PASSWORD_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="button" className="button secondary" aria-controls={id} onClick={() => setShown((now) => !now)}>
          {shown ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </div>
  );
}
