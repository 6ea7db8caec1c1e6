import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useMemo, useState } from 'react';
import { leadingDebounce } from './leading-debounce';

export interface SearchText {
  /** What the box shows, as typed. */
  text: string;
  /** What the search runs for: non-empty text after the timing below; '' at once when cleared. */
  applied: string;
  setText(text: string): void;
}

/** How typed text becomes a search: the spec has two timers for two boxes. */
export type SearchTiming =
  /** SPEC 4/9 header game search (the game list): debounced 400 ms, leading edge. */
  | 'header-debounce'
  /** SPEC 9 search delay (home hot games' name search): runs 500 ms after the last keystroke. */
  | 'search-delay';

/** Runs only for non-empty text, by its timing; clearing runs an empty search at once (SPEC 4). */
export function useSearchText(timing: SearchTiming = 'header-debounce'): SearchText {
  const [text, setTextState] = useState('');
  const [applied, setApplied] = useState('');
  const leading = useMemo(() => leadingDebounce(setApplied, TIMERS.headerSearchDebounce), []);
  useEffect(() => () => leading.cancel(), [leading]);
  useEffect(() => {
    if (timing !== 'search-delay' || text === '') return undefined;
    const timer = setTimeout(() => setApplied(text), TIMERS.searchDelay);
    return () => clearTimeout(timer);
  }, [timing, text]);

  const setText = (next: string) => {
    setTextState(next);
    if (next === '') {
      leading.cancel();
      setApplied('');
    } else if (timing === 'header-debounce') {
      leading(next);
    }
  };
  return { text, applied, setText };
}
