/** The agent variant /m/transaction/record?types=A passes types A on; anything else is the member's own. */
export function recordTypesFrom(search: string): 'A' | undefined {
  return new URLSearchParams(search).get('types') === 'A' ? 'A' : undefined;
}
