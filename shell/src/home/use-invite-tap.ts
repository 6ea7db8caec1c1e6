import { useStreamValue } from '@mobile/react-kit';
import { loginHref, pathOf, TIMERS } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { affiliateTap } from '../frame/tap-rules';

export const REFERRAL_PATH = pathOf('inviteFriends');
export const AGENT_HOME_PATH = pathOf('agentHome');

/** The floating invite button's tap (SPEC 4 affiliate tap) and the agent modal it may open. */
export function useInviteTap() {
  const { bus, merchant } = useShell();
  const session = useStreamValue(bus.session$);
  const navigate = useNavigate();
  const [agentModal, setAgentModal] = useState(false);

  const tap = () => {
    const rule = affiliateTap(session, merchant.settings.promos);
    if (rule === 'login') navigate(loginHref(REFERRAL_PATH));
    else if (rule === 'agent-modal') setAgentModal(true);
    else if (rule === 'referral') navigate(REFERRAL_PATH);
    else {
      bus.emit({ type: 'toast', kind: 'info', messageKey: 'home.comingSoon', durationMs: TIMERS.comingSoon });
    }
  };
  return { tap, agentModal, closeAgentModal: () => setAgentModal(false) };
}
