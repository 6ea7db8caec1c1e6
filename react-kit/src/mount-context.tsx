import type { MountContract } from '@mobile/shared-contracts';
import { createContext, useContext } from 'react';

export const MountContext = createContext<MountContract | null>(null);

/** The mount contract the shell handed to this parcel. */
export function useMount(): MountContract {
  const contract = useContext(MountContext);
  if (!contract) throw new Error('useMount must be used inside a parcel root');
  return contract;
}
