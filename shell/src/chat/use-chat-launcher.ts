import { chatGate, FREE_REJECT_TOAST, loginHref } from '@mobile/shared-contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';

/** Answers 'open-chat' from any entry: guests to login, other types free_reject, members to the chat. */
export function useChatLauncher(): void {
  const { bus, api, merchant } = useShell();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const busy = useRef(false);

  useEffect(() => {
    const subscription = bus.events$.subscribe((event) => {
      if (event.type !== 'open-chat' || busy.current) return;
      const gate = chatGate(bus.session$.getValue(), bus.member$.getValue(), merchant.whitelabel);
      if (gate === 'hidden') bus.emit({ type: 'toast', kind: 'info', messageKey: 'service.chatUnavailable' });
      else if (gate === 'login') navigate(loginHref(here.current));
      else if (gate === 'reject') bus.emit(FREE_REJECT_TOAST);
      else {
        busy.current = true;
        // The launch code loads on the first tap on chat, not with every page.
        import(/* webpackChunkName: "launch-chat" */ './launch-chat')
          .then(
            ({ launchChat }) =>
              launchChat({
                api,
                emit: (e) => bus.emit(e),
                trustedOrigins: merchant.manifest.frameOrigins,
                language: bus.language$.getValue(),
                title: t('service.chat'),
                backUrl: window.location.origin + here.current,
                assign: (url) => window.location.assign(url),
              }),
            // Only the code failed to arrive: launchChat reports its own failures.
            () => bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.network' }),
          )
          .finally(() => {
            busy.current = false;
          });
      }
    });
    return () => subscription.unsubscribe();
  }, [bus, api, merchant, navigate, t]);
}
