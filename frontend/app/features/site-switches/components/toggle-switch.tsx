import { useId } from 'react';

type Props = {
  label: string;
  /** One line under the name: what the switch does for readers. */
  description: string;
  /** On (knob right) or off (knob left); undefined while it is not known yet. */
  checked: boolean | undefined;
  /** The state in words, shown beside the knob: the colour is never the only sign. */
  stateText: string;
  busy: boolean;
  /** A sentence under the switch when it did not change. */
  note?: string;
  /** Extra class for the state's colour. */
  tone?: string;
  onToggle: () => void;
};

/**
 * A switch (role="switch", aria-checked) named by its label and described by its line:
 * off has the knob on the left, on on the right, and the state is written beside it.
 */
export function ToggleSwitch({ label, description, checked, stateText, busy, note, tone, onToggle }: Props) {
  const id = useId();
  const describedBy = [`${id}-state`, `${id}-about`, note && `${id}-note`].filter(Boolean).join(' ');
  return (
    <div className={tone ? `toggle-switch ${tone}` : 'toggle-switch'}>
      <div className="toggle-text">
        <span id={`${id}-label`} className="toggle-label">
          {label}
        </span>
        <p id={`${id}-about`} className="toggle-description">
          {description}
        </p>
      </div>
      <div className="toggle-control">
        {/* Beside the switch, not in it: its name stays the label; the word describes it. */}
        <span id={`${id}-state`} className="toggle-state">
          {stateText}
        </span>
        <button
          type="button"
          role="switch"
          className="toggle-button"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-checked={checked ?? false}
          aria-busy={busy}
          disabled={busy || checked === undefined}
          onClick={onToggle}
        >
          <span className="toggle-track" aria-hidden="true">
            <span className="toggle-knob" />
          </span>
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className="toggle-note">
          {note}
        </p>
      )}
    </div>
  );
}
