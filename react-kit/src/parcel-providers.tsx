/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { MountContract } from '@mobile/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MountContext } from './mount-context';

interface ParcelProvidersProps {
  contract: MountContract;
  /** i18next namespace of the remote, the default for its `t`. */
  namespace: string;
  children: ReactNode;
}

/** What every parcel root sees: the mount contract, the shell's QueryClient and i18n instance. */
export function ParcelProviders({ contract, namespace, children }: ParcelProvidersProps) {
  return (
    <MountContext.Provider value={contract}>
      <QueryClientProvider client={contract.queryClient}>
        <I18nextProvider i18n={contract.i18n} defaultNS={namespace}>
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </MountContext.Provider>
  );
}
