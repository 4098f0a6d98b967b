import { useId } from 'react';

type Props = {
  label: string;
  /** The switch's state; undefined while it is not known yet. */
  pressed: boolean | undefined;
  /** The state in words, shown beside the knob: the colour is never the only sign. */
  stateText: string;
  busy: boolean;
  /** A sentence under the switch: what it does, or why it did not change. */
  note?: string;
  /** Extra class for the state's colour. */
  tone?: string;
  onToggle: () => void;
};

/** A toggle button (aria-pressed) named by its label; its state is shown in words beside it and by the knob. */
export function ToggleSwitch({ label, pressed, stateText, busy, note, tone, onToggle }: Props) {
  const id = useId();
  return (
    <div className={tone ? `toggle-switch ${tone}` : 'toggle-switch'}>
      <span id={`${id}-label`} className="toggle-label">
        {label}
      </span>
      <button
        type="button"
        className="toggle-button"
        aria-labelledby={`${id}-label`}
        aria-describedby={note ? `${id}-note` : undefined}
        aria-pressed={pressed ?? false}
        aria-busy={busy}
        disabled={busy || pressed === undefined}
        onClick={onToggle}
      >
        <span className="toggle-track" aria-hidden="true">
          <span className="toggle-knob" />
        </span>
      </button>
      {/* Beside the button, not in it: the button's name stays its label (aria-pressed tells its state). */}
      <span className="toggle-state">{stateText}</span>
      {note && (
        <p id={`${id}-note`} className="toggle-note">
          {note}
        </p>
      )}
    </div>
  );
}
