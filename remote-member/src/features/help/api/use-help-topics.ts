import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery, type LanguageCode, TIMERS } from '@mobile/shared-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The language to ask in: follows the player's choice 200 ms after it changes (SPEC help refetch). */
function useSettledLanguage(): LanguageCode {
  const { bus } = useMount();
  const language = useStreamValue(bus.language$);
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(language), TIMERS.helpRefetch);
    return () => clearTimeout(timer);
  }, [language]);
  return settled;
}

/** GET /wps/system/helpCenter?lang=: topic titles and their HTML. */
export function useHelpTopics() {
  const { api } = useMount();
  const lang = useSettledLanguage();
  return useQuery({
    ...apiQuery(api, 'helpCentre', { lang }),
    // The old language's topics stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}
