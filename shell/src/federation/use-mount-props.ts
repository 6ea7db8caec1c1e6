import type { MountContract } from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';

/** The mount contract for parcels; a new object only when the URL changes. */
export function useMountProps(): MountContract {
  const { bus, api, i18n, queryClient, merchant } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      bus,
      api,
      i18n,
      queryClient,
      merchant,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      location: { pathname: location.pathname, search: location.search },
    }),
    [bus, api, i18n, queryClient, merchant, navigate, location.pathname, location.search],
  );
}
