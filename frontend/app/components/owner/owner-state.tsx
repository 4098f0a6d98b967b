import type { ReactNode } from 'react';
import alertIcon from 'lucide-static/icons/circle-alert.svg?url';
import { OwnerIcon } from './owner-icon';

type EmptyProps = {
  icon: string;
  /** The short sentence a person reads first ('No opinions yet.'). */
  title: string;
  /** What fills this page, and where it comes from. */
  children?: ReactNode;
};

/** An owner list with nothing in it: an icon, one line in bold, and a line on what will appear here. */
export function EmptyState({ icon, title, children }: EmptyProps) {
  return (
    <div className="owner-state">
      <span className="owner-state-badge">
        <OwnerIcon src={icon} />
      </span>
      <p className="owner-state-title">{title}</p>
      {children && <p className="owner-state-text">{children}</p>}
    </div>
  );
}

type ErrorProps = {
  /** What could not be loaded, as a sentence. */
  title: string;
  /** Loads again; without it the sentence says to come back later. */
  onRetry?: () => void;
};

/** A failed load: said as an alert, with a Try again button that loads again. */
export function LoadError({ title, onRetry }: ErrorProps) {
  return (
    <div className="owner-state owner-state-error" role="alert">
      <span className="owner-state-badge">
        <OwnerIcon src={alertIcon} />
      </span>
      <p className="owner-state-title">{title}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
