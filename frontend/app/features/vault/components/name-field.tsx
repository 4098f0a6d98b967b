import { useId, type Ref } from 'react';
import { NAME_MAX } from '../rules';

/** The required Application Name input. */
export function NameField({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="vault-field">
      <label htmlFor={id}>Application Name</label>
      <input
        ref={inputRef}
        id={id}
        name="name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
      />
    </div>
  );
}
