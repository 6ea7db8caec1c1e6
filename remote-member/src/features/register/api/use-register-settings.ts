import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Which registration methods and fields the merchant enables (GET /wps/system/setting/register). */
export function useRegisterSettings() {
  const { api } = useMount();
  return useQuery({
    ...apiQuery(api, 'registerSettings', {}),
  });
}
