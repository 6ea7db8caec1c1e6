import { useStreamValue } from '@mobile/react-kit';
import { type Announcement, announcementRequest, apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useShell } from '../../app/shell-context';
import { ALL_SESSIONS, markPopupsSeen, popupSessionKey, popupsSeen } from './popup-session';

/** DOMPurify comes with the dialog, only when there is a pop-up to show. */
const LazyPopupDialog = lazy(() =>
  import(/* webpackChunkName: "home-popups" */ './popup-dialog').then((m) => ({ default: m.PopupDialog })),
);

const POPUP_TYPES = 'PU';

/**
 * SPEC 2 home 'login pop-ups': the merchant's pop-up announcements (PU), shown once per browser
 * session on home, to the guest and again after each login; counted as seen as soon as they show.
 */
export function LoginPopups() {
  const { api, bus, merchant } = useShell();
  const session = useStreamValue(bus.session$);
  const key = popupSessionKey(session);
  const [shown, setShown] = useState<{ key: string; popups: readonly Announcement[] } | null>(null);
  const due = shown?.key !== key && !popupsSeen(window.sessionStorage, key);
  const { data } = useQuery({
    ...apiQuery(api, 'announcements', announcementRequest(merchant.manifest.merchantCode, POPUP_TYPES), {
      member: session?.id ?? null,
    }),
    enabled: due,
  });

  useEffect(() => {
    if (!due || !data || data.content.length === 0) return;
    markPopupsSeen(window.sessionStorage, key);
    setShown({ key, popups: data.content });
  }, [due, data, key]);

  if (!shown || shown.key !== key || shown.popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopupDialog
        popups={shown.popups}
        onClose={(forGood) => {
          if (forGood) markPopupsSeen(window.sessionStorage, ALL_SESSIONS);
          setShown({ key, popups: [] });
        }}
      />
    </Suspense>
  );
}
