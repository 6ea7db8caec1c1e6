import { useEffect, useRef } from 'react';
import { useAddRecent } from './use-add-recent';

/** Records a launched game in the recent list once, when its launch has succeeded. */
export function useRecordRecent(nodeId: string | undefined): void {
  const { mutate: record } = useAddRecent();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (nodeId && recorded.current !== nodeId) {
      recorded.current = nodeId;
      record(nodeId);
    }
  }, [nodeId, record]);
}
