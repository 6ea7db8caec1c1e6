import type { FieldOwner } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { reportField } from './field-queue';

/**
 * Counts a page shown (`view`, the field beacon's denominator of error and load-failure rates) once per
 * page it is mounted for; `key` changes with the page (its path or expose).
 */
export function useFieldView(key: string, owner?: FieldOwner, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger (one view per page shown)
  useEffect(() => {
    if (!enabled) return;
    reportField(owner ? { kind: 'view', owner } : { kind: 'view' });
  }, [key, owner, enabled]);
}
