import { type SyntheticEvent, useRef, useState } from 'react';
import type { ArticleSearchResult } from '../api/search-articles';
import { type SearchCloseReason, SearchBox } from './search-box';

/**
 * The footer's search, closed or open (reader spec section 4): a <details>,
 * so it opens by mouse, keyboard and before JavaScript has loaded (then its
 * form is the plain GET to /search). Opening shows the form and puts the
 * caret in it; every way of closing (the summary, Close, Escape, a result
 * picked, a submit that goes somewhere) clears the text and the results.
 */
export function SearchDisclosure({ shipped }: { shipped?: readonly ArticleSearchResult[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // A new box after each close: its text, results and status start empty.
  const [round, setRound] = useState(0);

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
    else setRound((n) => n + 1);
  }

  function onClose(reason: SearchCloseReason) {
    if (!details.current) return;
    details.current.open = false;
    // Dismissed from inside: the focus goes back to the control that opened it.
    if (reason === 'dismissed') summary.current?.focus();
  }

  return (
    <details ref={details} className="search-disclosure" onToggle={onToggle}>
      <summary ref={summary}>Search</summary>
      <SearchBox key={round} onClose={onClose} shipped={shipped} />
    </details>
  );
}
