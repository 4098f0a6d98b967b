import type { ReactNode } from 'react';
import { Icon } from './icon';

type Props = {
  /** The state's picture: a lucide icon file imported with `?raw`. */
  icon: string;
  /** A short code above the heading ('404'), when there is one. */
  code?: string;
  /** The heading's level: 1 for a whole page, 2 for a part of one. */
  level?: 1 | 2;
  title: string;
  /** What happened, in a sentence or two. */
  children: ReactNode;
  /** The next steps: links or buttons. */
  actions?: ReactNode;
  className?: string;
};

/** An empty, missing or failed state: what happened and where to go next, in the site's style. */
export function StatePanel({ icon, code, level = 1, title, children, actions, className }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={className ? `state ${className}` : 'state'}>
      <span className="state-mark">
        <Icon svg={icon} />
      </span>
      {code && <p className="state-code">{code}</p>}
      <Heading>{title}</Heading>
      {children}
      {actions && <div className="state-actions">{actions}</div>}
    </div>
  );
}
