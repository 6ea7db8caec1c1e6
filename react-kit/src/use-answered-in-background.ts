import { useDeferredValue } from 'react';

/** What the hook reads of a query: react-query's `isPending` (no answer yet, neither data nor error). */
interface Answerable {
  isPending: boolean;
}

/**
 * True once every query has its first answer (data or error), one background render later. A query's
 * answer reaches the page through react-query's store, and React renders a store's update at once: a page
 * that draws a long list from it (the lottery lobby's 60 rows, a game grid) was one long task of 30-60 ms
 * at 1x, 4 times that on a phone. Deferred, the urgent render keeps what is shown (the spinner) and React
 * renders the answered page in a transition, in slices with the browser free between them. A page whose
 * answers are already in (cached, a tap back) gets true in its first render: no spinner in between.
 * Keep the `isPending` checks after it where the type of `data` needs them.
 */
export function useAnsweredInBackground(...queries: readonly Answerable[]): boolean {
  return useDeferredValue(queries.every((query) => !query.isPending));
}
