import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /wps/system/documents?lang=: the operator's terms and policy in the player's language. */
export function useSiteDocuments() {
  const { api, bus } = useMount();
  const lang = useStreamValue(bus.language$);
  return useQuery({
    ...apiQuery(api, 'siteDocuments', { lang }),
    // The old language's texts stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}
