import {
  type AccessRule,
  accessVerdict,
  FREE_REJECT_TOAST,
  HOME_PATH,
  INBOX_ENTRY_RULE,
  loginHref,
  SITE_PATHS,
} from '@mobile/shared-contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { useAccessContext } from '../app/use-access-context';
import { TAB_PATHS } from './active-tab';
import { memberCentreTap } from './tap-rules';

/**
 * The guarded taps of the frame. `openGuarded` runs an action (or opens a page) when the access rule
 * lets the member in: guests log in, refused types get free_reject; `openMemberCentre` asks free-play
 * users to register first.
 */
export function useMemberTaps() {
  const { bus } = useShell();
  const access = useAccessContext();
  const navigate = useNavigate();
  const [registerPrompt, setRegisterPrompt] = useState(false);

  const toLogin = useCallback((returnTo: string) => navigate(loginHref(returnTo)), [navigate]);

  const openGuarded = useCallback(
    (rule: AccessRule, target: string | (() => void), returnTo = HOME_PATH) => {
      const verdict = accessVerdict(rule, access);
      if (verdict === 'login') toLogin(typeof target === 'string' ? target : returnTo);
      else if (verdict === 'reject') bus.emit(FREE_REJECT_TOAST);
      else if (verdict !== 'allow') return;
      else if (typeof target === 'string') navigate(target);
      else target();
    },
    [access, bus, navigate, toLogin],
  );

  const openInbox = useCallback(() => openGuarded(INBOX_ENTRY_RULE, SITE_PATHS.inbox), [openGuarded]);

  const openMemberCentre = useCallback(() => {
    const rule = memberCentreTap(access.memberType === null ? null : { type: access.memberType });
    if (rule === 'login') toLogin(TAB_PATHS.member);
    else if (rule === 'register-prompt') setRegisterPrompt(true);
    else navigate(TAB_PATHS.member);
  }, [access, navigate, toLogin]);

  return {
    openGuarded,
    openInbox,
    openMemberCentre,
    registerPrompt,
    closeRegisterPrompt: () => setRegisterPrompt(false),
  };
}
