import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  busy: boolean;
  /** Another save is running: the click is ignored (the button stays focusable). */
  blocked: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
  className?: string;
};

/** A save button whose label gives way to a spinner while it works; its name stays for screen readers. */
export function BusyButton({ children, busy, blocked, onClick, type = 'button', className = 'button' }: Props) {
  return (
    <button type={type} className={`${className} busy-button`} aria-busy={busy} aria-disabled={blocked || undefined} onClick={onClick}>
      <span className={busy ? 'visually-hidden' : undefined}>{children}</span>
      {busy && <span className="spinner small" aria-hidden="true" />}
    </button>
  );
}
