import { useStreamValue } from '@mobile/react-kit';
import { FREE_REJECT_TOAST, inboxTap, loginHref, SITE_PATHS } from '@mobile/shared-contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { TAB_PATHS } from './active-tab';
import { memberCentreTap, memberOnlyTap } from './tap-rules';

/**
 * The guarded taps of the frame. `openMemberOnly` runs an action (or opens a page) only for member
 * types 0, 1, 2; `openInbox` lets every member but free play in; `openMemberCentre` asks free-play
 * users to register first.
 */
export function useMemberTaps() {
  const { bus } = useShell();
  const session = useStreamValue(bus.session$);
  const navigate = useNavigate();
  const [registerPrompt, setRegisterPrompt] = useState(false);

  const toLogin = useCallback((returnTo: string) => navigate(loginHref(returnTo)), [navigate]);

  const openMemberOnly = useCallback(
    (target: string | (() => void), returnTo = '/m/home') => {
      const rule = memberOnlyTap(session);
      if (rule === 'login') toLogin(typeof target === 'string' ? target : returnTo);
      else if (rule === 'reject') bus.emit(FREE_REJECT_TOAST);
      else if (typeof target === 'string') navigate(target);
      else target();
    },
    [session, bus, navigate, toLogin],
  );

  // The inbox has its own rule (every member but free play), shared with its page and the server.
  const openInbox = useCallback(() => {
    const rule = inboxTap(session);
    if (rule === 'login') toLogin(SITE_PATHS.inbox);
    else if (rule === 'reject') bus.emit(FREE_REJECT_TOAST);
    else navigate(SITE_PATHS.inbox);
  }, [session, bus, navigate, toLogin]);

  const openMemberCentre = useCallback(() => {
    const rule = memberCentreTap(session);
    if (rule === 'login') toLogin(TAB_PATHS.member);
    else if (rule === 'register-prompt') setRegisterPrompt(true);
    else navigate(TAB_PATHS.member);
  }, [session, navigate, toLogin]);

  return {
    openMemberOnly,
    openInbox,
    openMemberCentre,
    registerPrompt,
    closeRegisterPrompt: () => setRegisterPrompt(false),
  };
}
