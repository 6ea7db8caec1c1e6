import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useMemo, useState } from 'react';
import { leadingDebounce } from './leading-debounce';

export interface SearchText {
  /** What the box shows, as typed. */
  text: string;
  /** What the search runs for: non-empty text debounced 400 ms (leading edge); '' at once when cleared. */
  applied: string;
  setText(text: string): void;
}

/** SPEC 4 header game search: runs only for non-empty text, debounced; clearing runs an empty search. */
export function useSearchText(wait: number = TIMERS.headerSearchDebounce): SearchText {
  const [text, setTextState] = useState('');
  const [applied, setApplied] = useState('');
  const search = useMemo(() => leadingDebounce(setApplied, wait), [wait]);
  useEffect(() => () => search.cancel(), [search]);

  const setText = (next: string) => {
    setTextState(next);
    if (next === '') {
      search.cancel();
      setApplied('');
    } else {
      search(next);
    }
  };
  return { text, applied, setText };
}
