import { type ExtraRoute, resolveExtraRoutes } from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useShell } from './shell-context';

/** The merchant's configured extra routes that pass the checks (`resolveExtraRoutes`). */
export function useExtraRoutes(): readonly ExtraRoute[] {
  const { merchant } = useShell();
  const { extraRoutes } = merchant.settings;
  const { frameOrigins } = merchant.manifest;
  return useMemo(() => resolveExtraRoutes(extraRoutes, frameOrigins), [extraRoutes, frameOrigins]);
}
