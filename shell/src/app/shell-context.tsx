import type { ApiClient, MerchantConfig, RemoteName } from '@mobile/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { ShellBus } from '../session/create-bus';

/** Everything the shell built at start-up, for the shell's own components. */
export interface ShellServices {
  bus: ShellBus;
  api: ApiClient;
  i18n: I18n;
  queryClient: QueryClient;
  merchant: MerchantConfig;
  enabledRemotes: readonly RemoteName[];
  storage: Storage;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside <ShellContext.Provider>');
  return services;
}
